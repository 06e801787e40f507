'use client'

import { Button } from '@payloadcms/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { CompanyTime } from '@/features/companyTime/admin/CompanyTime'
import type { HeldRecord } from '../personalData/find'

type By = 'email' | 'phone'
type Found = { by: By; value: string; records: HeldRecord[] }
type State =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; found: Found; confirming: boolean; erasing?: boolean }
  | { kind: 'erased'; summary: string }
  | { kind: 'failed'; message: string }

const errorOf = async (response: Response) => {
  const body = await response.json().catch(() => null)
  return (body?.errors?.[0]?.message as string | undefined) ?? `The server answered ${response.status}.`
}

const query = (found: Pick<Found, 'by' | 'value'>) => new URLSearchParams({ [found.by]: found.value }).toString()

/** The search field, what was found, and its Export and Erase (with a confirmation). */
export function PersonalDataSearch() {
  const [by, setBy] = useState<By>('email')
  const [value, setValue] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const confirmHeading = useRef<HTMLHeadingElement>(null)
  const confirming = state.kind === 'found' && state.confirming

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus()
  }, [confirming])

  async function search(event: FormEvent) {
    event.preventDefault()
    setState({ kind: 'searching' })
    try {
      const response = await fetch(`/api/personal-data?${query({ by, value })}`, { credentials: 'include' })
      if (!response.ok) return setState({ kind: 'failed', message: await errorOf(response) })
      const body = (await response.json()) as { records: HeldRecord[] }
      setState({ kind: 'found', found: { by, value, records: body.records }, confirming: false })
    } catch {
      setState({ kind: 'failed', message: 'The server could not be reached. Try again.' })
    }
  }

  async function erase(found: Found) {
    setState({ kind: 'found', found, confirming: true, erasing: true })
    try {
      const response = await fetch('/api/personal-data/erase', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ [found.by]: found.value }),
      })
      if (!response.ok) return setState({ kind: 'failed', message: `Nothing was erased. ${await errorOf(response)}` })
      const { erased, files } = (await response.json()) as { erased: Record<string, number>; files: number }
      const records = Object.values(erased).reduce((sum, count) => sum + count, 0)
      setState({ kind: 'erased', summary: `Erased ${records} record${records === 1 ? '' : 's'} and ${files} file${files === 1 ? '' : 's'} held for ${found.value}.` })
    } catch {
      setState({ kind: 'failed', message: 'The server could not be reached. Search again to see what is still held.' })
    }
  }

  return (
    <section aria-label="Find a person" style={{ maxWidth: '60rem' }}>
      <form onSubmit={search} role="search" style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', alignItems: 'end' }}>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          Search by
          <select value={by} onChange={(event) => setBy(event.target.value as By)} style={{ padding: '0.5rem' }}>
            <option value="email">Email address</option>
            <option value="phone">Phone number</option>
          </select>
        </label>
        <label style={{ display: 'grid', gap: '0.25rem', flex: '1 1 18rem' }}>
          {by === 'email' ? 'Email address' : 'Phone number'}
          <input
            type={by === 'email' ? 'email' : 'tel'}
            required
            value={value}
            onChange={(event) => setValue(event.target.value)}
            style={{ padding: '0.5rem' }}
          />
        </label>
        <Button type="submit" disabled={state.kind === 'searching'} buttonStyle="primary" margin={false}>
          {state.kind === 'searching' ? 'Searching…' : 'Search'}
        </Button>
      </form>

      <div role="status" aria-live="polite" style={{ marginTop: 'var(--base)' }}>
        {state.kind === 'failed' && <p style={{ color: 'var(--theme-error-500)' }}>{state.message}</p>}
        {state.kind === 'erased' && <p>{state.summary}</p>}
        {state.kind === 'found' && (
          <p>
            {state.found.records.length === 0
              ? `Nothing is held for ${state.found.value}.`
              : `${state.found.records.length} record${state.found.records.length === 1 ? '' : 's'} held for ${state.found.value}.`}
          </p>
        )}
      </div>

      {state.kind === 'found' && state.found.records.length > 0 && (
        <>
          <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 'calc(var(--base) / 2)' }}>
            {state.found.records.map((held) => (
              <li key={`${held.collection}-${held.id}`} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m)', padding: 'calc(var(--base) / 2) var(--base)' }}>
                <strong>{held.kind}</strong>, received <CompanyTime date={held.createdAt} /> · <a href={`/admin/collections/${held.collection}/${held.id}`}>Open</a>
                {held.files.length > 0 && <span> · Files: {held.files.map((file) => file.originalName ?? file.filename).join(', ')}</span>}
                <details>
                  <summary>Everything stored</summary>
                  <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{JSON.stringify(held.record, null, 2)}</pre>
                </details>
              </li>
            ))}
          </ul>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', alignItems: 'center', marginTop: 'var(--base)' }}>
            <a className="btn btn--style-secondary btn--size-medium" href={`/api/personal-data/export?${query(state.found)}`} download>
              Export as a zip file
            </a>
            {!state.confirming && (
              <Button buttonStyle="secondary" margin={false} onClick={() => setState({ ...state, confirming: true })}>
                Erase…
              </Button>
            )}
          </div>
          {state.confirming && (
            <div role="group" aria-labelledby="erase-confirm" style={{ marginTop: 'var(--base)', padding: 'var(--base)', border: '2px solid var(--theme-error-500)', borderRadius: 'var(--style-radius-m)' }}>
              <h2 id="erase-confirm" tabIndex={-1} ref={confirmHeading} style={{ fontSize: '1.25rem' }}>
                Erase everything held for {state.found.value}?
              </h2>
              <p>
                This deletes the {state.found.records.length} record{state.found.records.length === 1 ? '' : 's'} above and{' '}
                {state.found.records.reduce((count, held) => count + held.files.length, 0)} file(s). It cannot be undone: export first if the person asked for a copy.
              </p>
              <div style={{ display: 'flex', gap: 'var(--base)' }}>
                <Button buttonStyle="primary" margin={false} disabled={state.erasing} onClick={() => erase(state.found)}>
                  {state.erasing ? 'Erasing…' : 'Yes, erase it all'}
                </Button>
                <Button buttonStyle="secondary" margin={false} disabled={state.erasing} onClick={() => setState({ ...state, confirming: false })}>
                  Cancel
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  )
}
