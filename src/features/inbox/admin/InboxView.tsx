import type { AdminViewServerProps } from 'payload'

import { AdminPage, admitTo } from '@/cms/admin/AdminPage'
import { type DataColumn, DataTable } from '@/cms/admin/DataTable'
import { currentPill, pill } from '@/cms/admin/pillStyles'
import { companyTime } from '@/features/companyTime/formatTime'
import { readCompanyTimeZone } from '@/features/companyTime/server/companyTimeZone'
import { readableForms } from '@/features/forms/admin/newLeadCounts'
import { type FormName, forms } from '@/features/forms/definitions'
import { companyDay } from '@/features/visits/server/companyDay'
import { ageOf } from '../age'
import { whereOf } from '../inboxViews'
import { type InboxView as View, inboxViewOf, inboxViews } from '../viewNames'
import { type InboxRow, loadInbox } from '../server/loadInbox'


type Choice = { view: View; form?: FormName }
const addressOf = ({ view, form }: Choice, before?: string) => {
  const query = new URLSearchParams({ ...(view !== 'all' ? { view } : {}), ...(form ? { kind: form } : {}), ...(before ? { before } : {}) }).toString()
  return `/admin/inbox${query ? `?${query}` : ''}`
}

function Choices({ label, options, current }: { label: string; options: [string, string][]; current: string }) {
  return (
    <nav aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}>
      {options.map(([href, text]) => (
        <a key={href} href={href} aria-current={href === current ? 'page' : undefined} style={href === current ? currentPill : pill}>
          {text}
        </a>
      ))}
    </nav>
  )
}

const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value))

/**
 * One inbox for every lead the user may read (issue 39), at /admin/inbox: newest first, across the
 * forms, in views a team works by (today, new, mine, not assigned, this week), a page of 50 at a time.
 */
export async function InboxView(view: AdminViewServerProps) {
  const { searchParams, payload } = view
  const { req } = view.initPageResult
  admitTo(req, '/admin/inbox', (user) => readableForms(user).length > 0)
  const readable = readableForms(req.user)
  const choice: Choice = { view: inboxViewOf(searchParams?.view), form: readable.find((name) => name === searchParams?.kind) }
  const before = isInstant(searchParams?.before) ? searchParams.before : undefined
  const zone = await readCompanyTimeZone(payload)
  const where = whereOf(choice.view, { userId: req.user!.id, today: companyDay(new Date(), zone), zone })
  const { rows, older } = await loadInbox(payload, req.user, { where, form: choice.form, before })
  const now = new Date()

  const columns: DataColumn<InboxRow>[] = [
    { label: 'Kind', value: (row) => forms[row.form].label },
    { label: 'Name', value: (row) => <a href={`/admin/collections/${forms[row.form].collection}/${row.id}`}>{row.name || '(no name)'}</a> },
    { label: 'Message', value: (row) => row.excerpt },
    { label: 'Source', value: (row) => row.source },
    { label: 'Status', value: (row) => row.status.charAt(0).toUpperCase() + row.status.slice(1) },
    { label: 'Assigned to', value: (row) => row.assignee ?? '—' },
    { label: 'Received', value: (row) => <time dateTime={row.createdAt} title={companyTime(row.createdAt, zone)}>{ageOf(row.createdAt, now)}</time> },
  ]

  const current = addressOf(choice)
  return (
    <AdminPage view={view} title="Inbox">
      <Choices label="Views" current={current} options={Object.entries(inboxViews).map(([key, label]) => [addressOf({ ...choice, view: key as View }), label])} />
      {readable.length > 1 && (
        <Choices
          label="Kinds"
          current={current}
          options={[[addressOf({ view: choice.view }), 'Every kind'], ...readable.map((name): [string, string] => [addressOf({ ...choice, form: name }), `${forms[name].label}s`])]}
        />
      )}
      <DataTable caption={`${inboxViews[choice.view]}: leads, newest first`} columns={columns} rows={rows} empty="No lead in this view." />
      <p style={{ display: 'flex', gap: 'var(--base)', marginTop: 'var(--base)' }}>
        {before && <a href={current}>Newest</a>}
        {older && <a href={addressOf(choice, older)}>Older leads</a>}
      </p>
    </AdminPage>
  )
}
