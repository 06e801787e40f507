/**
 * A site of SCALE times the demo, for the scale benchmark (scripts/bench-scale.ts). On a database
 * holding the demo content (scripts/prepare-db.ts), `tsx scripts/seed-scale.ts --scale 100`:
 * - copies every page, case study, post and picture SCALE - 1 times, each copy with all its rows
 *   (both languages, sections, versions, search record) under new ids and addresses
 *   (`/office-fit-out-c7`, `/blog/…-c7`), its pictures hard links to the demo's files under new names;
 * - adds two years of visit counts (10 × SCALE rows a day) and 10,000 × SCALE audit entries.
 * All by batched inserts into the adapter's tables (no hooks: no mails, jobs or revalidation), in
 * seconds to minutes. The leads are scripts/seed-leads.ts's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values: options } = parseArgs({ options: { scale: { type: 'string', default: '100' } } })
const scale = Number(options.scale)
if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale must be a whole number from 1, not ${options.scale}`)

process.env.JOBS_AUTORUN = 'false'
await import('lexical') // see prepare-db.ts: Node 20's module loader

const [{ getPayload }, { default: config }, { dataDir }, { adapterTables, keyOf }, { twoYears, viewCountsOfDay }, { auditActions }] = await Promise.all([
  import('payload'),
  import('../src/cms/payload.config'),
  import('../src/cms/env'),
  import('./bench/tables'),
  import('./bench/viewCounts'),
  import('../src/features/audit/actions'),
])
type TableShape = import('./bench/tables').TableShape
type Row = import('./bench/tables').Row

const payload = await getPayload({ config })
const db = await adapterTables(payload)
const started = performance.now()
const log = (line: string) => console.log(`${line} (${((performance.now() - started) / 1000).toFixed(1)} s)`)

/** The documents copied, each with every table that hangs from it, in this order (pictures first: the others name them). */
const copiedRoots = ['media', 'pages', 'projects', 'posts', 'search']
const parentColumns = new Set(['_parent_id', 'parent_id'])
/** Columns that must differ between copies: a copy's address, its search record's path. */
const addressColumns: Record<string, string[]> = {
  pages: ['slug'],
  _pages_v: ['version_slug'],
  projects: ['slug'],
  _projects_v: ['version_slug'],
  posts: ['url'],
  _posts_v: ['version_url'],
  search: ['path'],
}

/** Each table and the tables that hang from it (their `_parent_id` or `parent_id` names it), parents first. */
function tablesOf(root: string): TableShape[] {
  const order = [db.shape(root)]
  for (let at = 0; at < order.length; at++) {
    const parent = order[at]!.name
    for (const shape of db.shapes.values()) {
      if (shape.links.some((link) => parentColumns.has(link.column.name) && link.to === parent) && !order.includes(shape)) order.push(shape)
    }
  }
  return order
}

const copied = copiedRoots.map((root) => ({ root, tables: tablesOf(root) }))
const copiedTables = new Set(copied.flatMap(({ tables }) => tables.map((shape) => shape.name)))
/** Ids of copy `k` of a table with numbered ids follow the originals' highest, k times over. */
const idSpans = new Map<string, number>()

function idOf(table: string, id: unknown, copy: number) {
  if (id === null || id === undefined) return id
  if (typeof id === 'number') return id + copy * idSpans.get(table)!
  return `${String(id)}-${copy}`
}

/** What copy `k` adds to a name: `-c7` (the demo's own names end in `-1`, `-2`…). */
const copySuffix = (copy: number) => `-c${copy}`
/** `kitchen.webp` of copy 7: `kitchen-c7.webp`. */
const renamed = (file: string, copy: number) => {
  const extension = path.extname(file)
  return `${file.slice(0, file.length - extension.length)}${copySuffix(copy)}${extension}`
}
const addressOf = (value: string, column: string, copy: number) => `${column === 'path' && value === '/' ? '/home' : value}${copySuffix(copy)}`

/** Copy `copy` of a row of `shape`: new ids, links to the same copy of what it names, its own address and files. */
function copyOf(shape: TableShape, row: Row, copy: number, links: Map<string, string>): Row {
  const result: Row = { ...row }
  if (shape.primary) {
    const key = keyOf(shape, shape.primary.name)
    result[key] = idOf(shape.name, row[key], copy)
  }
  for (const [key, to] of links) result[key] = idOf(to, row[key], copy)
  for (const column of addressColumns[shape.name] ?? []) {
    const key = keyOf(shape, column)
    if (typeof row[key] === 'string') result[key] = addressOf(row[key], column, copy)
  }
  if (shape.name === 'media') {
    for (const [column, key] of shape.keys) {
      const value = row[key]
      if (typeof value !== 'string') continue
      if (column.name.endsWith('filename')) result[key] = renamed(value, copy)
      else if (/(^|_)(url|u_r_l|_objectkey)$/.test(column.name)) result[key] = value.replace(/[^/]+$/, (file) => renamed(file, copy))
    }
  }
  return result
}

/** The files a picture's row names (the original and each size), linked under its copy's names. */
function linkPictureFiles(shape: TableShape, row: Row, copy: number) {
  const folder = path.join(dataDir(), 'media')
  for (const [column, key] of shape.keys) {
    const file = row[key]
    if (!column.name.endsWith('filename') || typeof file !== 'string') continue
    const target = path.join(folder, renamed(file, copy))
    if (fs.existsSync(path.join(folder, file)) && !fs.existsSync(target)) fs.linkSync(path.join(folder, file), target)
  }
}

async function copyContent() {
  const originals = new Map<string, Row[]>()
  for (const { tables } of copied) {
    for (const shape of tables) {
      const rows = await db.rows(shape)
      originals.set(shape.name, rows)
      const key = shape.primary && keyOf(shape, shape.primary.name)
      const numbered = key ? rows.map((row) => row[key]).filter((id): id is number => typeof id === 'number') : []
      idSpans.set(shape.name, numbered.length ? Math.max(...numbered) : 0)
    }
  }
  for (const { root, tables } of copied) {
    let count = 0
    for (const shape of tables) {
      const links = new Map(shape.links.filter((link) => copiedTables.has(link.to)).map((link) => [link.key, link.to]))
      const rows = originals.get(shape.name)!
      for (let copy = 1; copy < scale; copy++) {
        if (shape.name === 'media') for (const row of rows) linkPictureFiles(shape, row, copy)
        await db.insert(shape, rows.map((row) => copyOf(shape, row, copy, links)))
        count += rows.length
      }
      await db.followIds(shape)
    }
    log(`${root}: ${originals.get(root)!.length} documents, ${count} rows added across ${tables.length} tables`)
  }
}

const dayMs = 86_400_000

/** Two years of a day's visit counts: 10 × SCALE rows a day, spread over every address of the site. */
async function addViewCounts() {
  const shape = db.shape('view_counts')
  const paths = (await db.query('SELECT path FROM search')).map((row) => String(row.path))
  const perDay = 10 * scale
  const now = new Date().toISOString()
  for (let daysAgo = 0; daysAgo < twoYears; daysAgo++) await db.insert(shape, viewCountsOfDay(paths, perDay, daysAgo, now).map((row) => db.rowOf(shape, row)))
  await db.followIds(shape)
  log(`view counts: ${perDay * twoYears} rows over ${twoYears} days`)
}

/** 10,000 × SCALE audit entries back over two years, by the first user, each of an action the site records. */
async function addAuditEntries() {
  const shape = db.shape('audit_log')
  const { docs: [owner] } = await payload.find({ collection: 'users', sort: 'createdAt', limit: 1, depth: 0 })
  const count = 10_000 * scale
  const batch = 20_000
  const started = performance.now()
  for (let start = 0; start < count; start += batch) {
    const rows: Row[] = []
    for (let index = start; index < Math.min(count, start + batch); index++) {
      const at = new Date(Date.now() - (index / count) * twoYears * dayMs).toISOString()
      rows.push(db.rowOf(shape, {
        action: auditActions[index % auditActions.length],
        user_id: owner?.id ?? null,
        user_email: owner?.email ?? 'owner@example.com',
        collection: index % 3 ? 'quote-requests' : 'pages',
        document: String(1 + (index % 5000)),
        ip: '203.0.113.0',
        details: null,
        updated_at: at,
        created_at: at,
      }))
    }
    await db.transaction((into) => db.insert(shape, rows, into))
  }
  await db.followIds(shape)
  log(`audit log: ${count} entries, ${Math.round(count / ((performance.now() - started) / 1000))} a second`)
}

await copyContent()
await addViewCounts()
await addAuditEntries()
await payload.destroy()
process.exit(0)

export {}
