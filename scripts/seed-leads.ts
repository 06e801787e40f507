/**
 * Adds synthetic leads for the benchmarks: `tsx scripts/seed-leads.ts --count 10000` stores that
 * many, spread evenly over the six forms and back over the last two years (the newest now), through
 * the database adapter: no hooks, so no mails, no jobs, a thousand rows a transaction. Each field
 * holds what its form would accept; the leads of a form that takes a file share one PDF, but for
 * the first `--files N` of them, which have each their own (a hard link of it under its own name, as
 * the scale benchmark's CVs and profiles); one lead in five is assigned to the first user.
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

const [{ getPayload }, { default: config }, { dataDir }, { definitionOf, formNames }, { leadStatuses }, { leadLanguageKey }] = await Promise.all([
  import('payload'),
  import('../src/cms/payload.config'),
  import('../src/cms/env'),
  import('../src/features/forms/definitions'),
  import('../src/features/forms/collections/leads'),
  import('../src/features/forms/collections/leadLanguage'),
])
const { makePdf } = await import('../tests/fixtures/pdf')
type FieldSpec = import('../src/features/forms/definitions').FieldSpec

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
const sharedFiles = new Map<string, number | string>()
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
  sharedFiles.set(name, file.id)
  sharedFileDocs.set(name, file)
}

const leadFilesFolder = path.join(dataDir(), 'private', 'lead-files')
let filesGiven = 0
/** A file of its own for a lead of `name`'s form: the shared one's row and bytes under a new name. */
async function ownFileOf(name: string, index: number, req: Parameters<typeof payload.db.create>[0]['req']) {
  const shared = sharedFileDocs.get(name)!
  const filename = `synthetic-${name}-${run}-${index}.pdf`
  fs.linkSync(path.join(leadFilesFolder, shared.filename!), path.join(leadFilesFolder, filename))
  const { originalName, workedBy, mimeType, filesize, prefix } = shared
  const file = await payload.db.create({ collection: 'lead-files', data: { originalName, workedBy, mimeType, filesize, prefix, filename }, req })
  return file.id as number | string
}

const { docs: [firstUser] } = await payload.find({ collection: 'users', sort: 'createdAt', limit: 1, depth: 0 })
const now = Date.now()
const batch = 1000
for (let start = 0; start < count; start += batch) {
  const transactionID = await payload.db.beginTransaction()
  const req = { transactionID: transactionID ?? undefined } as Parameters<typeof payload.db.create>[0]['req']
  for (let index = start; index < Math.min(count, start + batch); index++) {
    const name = formNames[index % formNames.length]!
    const form = definitionOf(name)
    const data: Record<string, unknown> = {
      status: leadStatuses[index % leadStatuses.length],
      [leadLanguageKey]: index % 3 ? 'en' : 'ar',
      assignedTo: index % 5 ? undefined : firstUser?.id,
      createdAt: new Date(now - (index / count) * twoYearsMs).toISOString(),
      updatedAt: new Date(now).toISOString(),
    }
    for (const spec of form.fields) data[spec.name] = valueOf(spec, index)
    if (form.file) data[form.file.field] = filesGiven < ownFiles ? (filesGiven++, await ownFileOf(name, index, req)) : sharedFiles.get(name)
    await payload.db.create({ collection: form.collection, data, req, returning: false })
  }
  if (transactionID) await payload.db.commitTransaction(transactionID)
}
console.log(`${count} leads stored across ${formNames.length} forms, ${filesGiven} of them with a file of their own`)
await payload.destroy()
process.exit(0)

export {}
