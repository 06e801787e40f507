import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * docs/internals.md against the code: its entries (`### <id>: …`) and the `internals: <id>` comments
 * that mark where the code relies on each, and the project's files and names the doc cites.
 */
const root = path.resolve(import.meta.dirname, '../..')
const doc = fs.readFileSync(path.join(root, 'docs/internals.md'), 'utf8')

const entries = new Map(
  doc
    .split(/^(?=#{2,3} )/m)
    .map((section) => [/^### ([a-z0-9-]+): /.exec(section)?.[1], section] as const)
    .filter((entry): entry is [string, string] => entry[0] !== undefined),
)

const codeDirs = ['src', 'scripts', 'tests']
const codeFile = /\.(?:ts|tsx|mts|js|mjs|cjs|astro)$/
const thisFile = path.relative(root, import.meta.filename)

function codeFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((item) => {
    const file = path.join(dir, item.name)
    return item.isDirectory() ? codeFiles(file) : codeFile.test(item.name) ? [file] : []
  })
}

/** Entry id -> the files marked with it. */
const markers = new Map<string, string[]>()
for (const file of [...codeDirs.flatMap(codeFiles), ...fs.readdirSync(root, { withFileTypes: true }).filter((item) => item.isFile() && codeFile.test(item.name)).map((item) => item.name)]) {
  if (file === thisFile) continue
  for (const [, id] of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/(?:\/\/|\/\*|\*)\s*internals: ([\w-]+)/g)) {
    markers.set(id!, [...(markers.get(id!) ?? []), file])
  }
}

/**
 * The project's files the doc cites, as `path` or `path#name`: under src/, scripts/ or tests/, or a
 * .ts/.mjs file at the root. (A package's file, `payload/dist/…`, is not the project's.)
 */
const citations = (text: string) =>
  [...text.matchAll(/`((?:src|scripts|tests)\/[^`\s#]+|[\w.-]+\.(?:ts|mjs))(?:#([\w$.:-]+))?`/g)].map(([, file, name]) => ({
    file: file!,
    name,
  }))

describe('docs/internals.md', () => {
  it('has entries, each with a unique id', () => {
    expect(entries.size).toBeGreaterThan(20)
    expect([...doc.matchAll(/^### ([a-z0-9-]+): /gm)].length).toBe(entries.size)
  })

  it('has an entry for every internals marker in the code', () => {
    const unknown = [...markers].filter(([id]) => !entries.has(id)).map(([id, files]) => `${id} (${files.join(', ')})`)
    expect(unknown).toEqual([])
  })

  it('has every entry marked in the code, unless it says why it cannot be', () => {
    const wrong = [...entries].flatMap(([id, entry]) => {
      const excused = /^- \*\*No marker:\*\* \S/m.test(entry)
      if (markers.has(id) === excused) return [excused ? `${id}: marked, yet says it has no marker` : `${id}: no marker`]
      return []
    })
    expect(wrong).toEqual([])
  })

  it('gives every entry its test, or says there is none', () => {
    const untested = [...entries].filter(([, entry]) => !/^- \*\*Test:\*\* \S/m.test(entry)).map(([id]) => id)
    expect(untested).toEqual([])
  })

  it('cites files that exist, and names that occur in them', () => {
    const cited = citations(doc)
    expect(cited.length).toBeGreaterThan(40)
    const broken = cited.flatMap(({ file, name }) => {
      const full = path.join(root, file)
      if (!fs.existsSync(full)) return [`${file}: no such file`]
      if (!name || fs.statSync(full).isDirectory()) return []
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      return new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`).test(fs.readFileSync(full, 'utf8')) ? [] : [`${file}#${name}: not in the file`]
    })
    expect(broken).toEqual([])
  })

  it('cites no line numbers, which drift', () => {
    expect(doc.match(/\blines? \d+|`[^`\s]+:\d+`/g) ?? []).toEqual([])
  })
})
