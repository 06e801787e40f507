/**
 * Adds synthetic leads for the benchmarks: `tsx scripts/seed-leads.ts --count 10000` stores that
 * many, spread evenly over the six forms and back over the last two years (the newest now), by
 * batched inserts into the adapter's tables (scripts/bench/tables.ts): no hooks, so no mails, no
 * jobs; five thousand leads and their files a transaction. Each field holds what its form would
 * accept, with a status, a language and where the lead came from (a subscriber also what they
 * consented to); the leads of a form that takes a file share one PDF, but for the first `--files N`
 * of them, which have each their own (a hard link of it under its own name, as the scale
 * benchmark's CVs and profiles); one lead in five is assigned to the first user.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values: options } = parseArgs({ options: { count: { type: 'string', default: '10000' }, files: { type: 'string', default: '0' } } })
const count = Number(options.count)
if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a whole number above 0, not ${options.count}`)
const ownFiles = Number(options.files)
if (!Number.isInteger(ownFiles) || ownFiles < 0) throw new Error(`--files must be a whole number, not ${options.files}`)

process.env.JOBS_AUTORUN = 'false'
await import('lexical') // see prepare-db.ts: Node 20's module loader

const [{ getPayload }, { default: config }, { dataDir }, { definitionOf, formNames }, { leadStatuses }, { leadLanguageKey }, { consentOf }] = await Promise.all([
  import('payload'),
  import('../src/cms/payload.config'),
  import('../src/cms/env'),
  import('../src/features/forms/definitions'),
  import('../src/features/forms/collections/leads'),
  import('../src/features/forms/collections/leadLanguage'),
  import('../src/features/privacy/consent'),
])
const { makePdf } = await import('../tests/fixtures/pdf')
const { adapterTables, keyOf } = await import('./bench/tables')
type Row = import('./bench/tables').Row
type FieldSpec = import('../src/features/forms/definitions').FieldSpec
type Locale = import('../src/lib/locales').Locale

const run = Date.now().toString(36)
const twoYearsMs = 2 * 365 * 24 * 3600_000
const names = ['Layla Haddad', 'Omar Farouk', 'Priya Menon', 'Karim Nasser', 'Sara Al Mansoori', 'James Whitfield', 'Aisha Rahman', 'Daniel Costa']
const messages = [
  'We are moving our office to a larger floor in Business Bay and need a design and fit-out.',
  'Our villa in Arabian Ranches needs a new kitchen, two bathrooms and a majlis.',
  'We are opening a café in Jumeirah and would like a quote for the interior.',
  'Please send your company profile and a rough budget for a clinic of 300 square metres.',
]

/** What `spec` holds on the `index`-th lead. */
function valueOf(spec: FieldSpec, index: number): string {
  switch (spec.input) {
    case 'email':
      return `lead-${index}-${run}@example.com` // unique also beside an earlier run's leads
    case 'tel':
      return `+971 50 ${String(1_000_000 + index).slice(-7)}`
    case 'url':
      return `https://www.linkedin.com/in/lead-${index}`
    case 'textarea':
      return messages[index % messages.length]!
    case 'select': {
      const choices = spec.choices!.options
      return choices[index % choices.length]!
    }
    default:
      return spec.label === 'Name' ? names[index % names.length]! : `${spec.label} ${index}`
  }
}

const payload = await getPayload({ config })

/** The file each form that takes one files its leads under. */
const sharedFiles = new Map<string, number>()
const sharedFileDocs = new Map<string, import('../src/payload-types').LeadFile>()
for (const name of formNames) {
  const { file: rule, workedBy } = definitionOf(name)
  if (!rule) continue
  const data = Buffer.from(makePdf(`Synthetic ${rule.downloadAs}`))
  const file = await payload.create({
    collection: 'lead-files',
    data: { originalName: `${rule.downloadAs}.pdf`, workedBy },
    file: { data, mimetype: 'application/pdf', name: `synthetic-${name}.pdf`, size: data.length },
  })
  sharedFiles.set(name, Number(file.id))
  sharedFileDocs.set(name, file)
}

const db = await adapterTables(payload)
const filesShape = db.shape('lead_files')
/** Each form's table, named as the adapter names it. */
const leadTables = new Map(formNames.map((name) => [name, db.shape(definitionOf(name).collection.replaceAll('-', '_'))]))
/** A field's column: `assignedTo` is `assigned_to`, as the adapter names it. */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const attributions = [
  { landing_page: '/', referrer: 'https://www.google.com/', utm_source: null, utm_medium: null, utm_campaign: null, gclid: null },
  { landing_page: '/office-fit-out', referrer: null, utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'fit-out-2026', gclid: 'Cj0KCQsynthetic' },
  { landing_page: '/projects', referrer: 'https://www.instagram.com/', utm_source: 'instagram', utm_medium: 'social', utm_campaign: null, gclid: null },
  { landing_page: '/blog', referrer: null, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-notes', gclid: null },
  { landing_page: null, referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, gclid: null },
]

const leadFilesFolder = path.join(dataDir(), 'private', 'lead-files')
let filesGiven = 0
let nextFileId = (await db.maxId(filesShape)) + 1
/** A file of its own for a lead of `name`'s form: the shared one's row and bytes under a new name. */
function ownFileOf(name: string, index: number, at: string): Row {
  const shared = sharedFileDocs.get(name)!
  const filename = `synthetic-${name}-${run}-${index}.pdf`
  fs.linkSync(path.join(leadFilesFolder, shared.filename!), path.join(leadFilesFolder, filename))
  const { originalName, workedBy, mimeType, filesize, prefix } = shared
  return db.rowOf(filesShape, {
    id: nextFileId++,
    original_name: originalName,
    worked_by: workedBy,
    mime_type: mimeType,
    filesize,
    prefix,
    filename,
    url: `/api/lead-files/file/${encodeURIComponent(filename)}`,
    created_at: at,
    updated_at: at,
  })
}

const { docs: [firstUser] } = await payload.find({ collection: 'users', sort: 'createdAt', limit: 1, depth: 0 })
const now = Date.now()
const updatedAt = new Date(now).toISOString()
const batch = 5000
const started = performance.now()
for (let start = 0; start < count; start += batch) {
  const files: Row[] = []
  const leads = new Map(formNames.map((name) => [name, [] as Row[]]))
  for (let index = start; index < Math.min(count, start + batch); index++) {
    const name = formNames[index % formNames.length]!
    const form = definitionOf(name)
    const shape = leadTables.get(name)!
    const createdAt = new Date(now - (index / count) * twoYearsMs).toISOString()
    const values: Row = {
      status: leadStatuses[index % leadStatuses.length],
      [leadLanguageKey]: index % 3 ? 'en' : 'ar',
      assigned_to_id: index % 5 ? null : (firstUser?.id ?? null),
      ...attributions[index % attributions.length],
      ...(shape.columns.some((column) => column.name === 'keep') ? { keep: false } : {}),
      created_at: createdAt,
      updated_at: updatedAt,
    }
    for (const spec of form.fields) values[columnOf(spec.name)] = valueOf(spec, index)
    const language = values[leadLanguageKey] as Locale
    const consent = consentOf(name, { locale: language, page: '/', submitLabel: form.submitLabel, at: new Date(createdAt) })
    for (const [field, value] of Object.entries(consent)) values[columnOf(field)] = value
    if (form.file) {
      let fileId = sharedFiles.get(name)
      if (filesGiven < ownFiles) {
        filesGiven++
        const file = ownFileOf(name, index, createdAt)
        files.push(file)
        fileId = file[keyOf(filesShape, 'id')] as number
      }
      values[`${columnOf(form.file.field)}_id`] = fileId
    }
    leads.get(name)!.push(db.rowOf(shape, values))
  }
  await db.transaction(async (into) => {
    await db.insert(filesShape, files, into)
    for (const [name, rows] of leads) await db.insert(leadTables.get(name)!, rows, into)
  })
}
await db.followIds(filesShape)
const seconds = (performance.now() - started) / 1000
console.log(`${Math.round(count / seconds)} leads a second`)
console.log(`${count} leads stored across ${formNames.length} forms, ${filesGiven} of them with a file of their own`)
await payload.destroy()
process.exit(0)

export {}
