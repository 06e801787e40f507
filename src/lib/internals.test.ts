import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Config, Field } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { sidebarBesideTabs } from '@/cms/fields/sidebarBesideTabs'

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

/**
 * The shapes of framework internals the code relies on (docs/internals.md, each describe is the
 * entry's id) where nothing else fails on an upgrade that changes them. Some of that code runs in
 * the admin's browser only: its built source is read.
 */
const upstream = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules', file), 'utf8')

describe('sign-in-throttle', () => {
  it("the admin's forms send their fields as JSON in a `_payload` field, which the throttle reads", () => {
    expect(upstream('@payloadcms/ui/dist/forms/Form/index.js')).toContain('_payload: JSON.stringify(')
  })
})

describe('import-export-endpoints', () => {
  it('the export drawer posts its options as `{ data }` to /download and as they are to /export-preview', () => {
    const save = upstream('@payloadcms/plugin-import-export/dist/components/ExportSaveButton/index.js')
    expect(save).toContain("path: '/exports/download'")
    expect(save).toMatch(/body: JSON\.stringify\(\{\s*data\s*\}\)/)
    const preview = upstream('@payloadcms/plugin-import-export/dist/components/ExportPreview/index.js')
    expect(preview).toContain('/export-preview`')
    expect(preview).toMatch(/body: JSON\.stringify\(\{[^}]*\bfields,[^}]*\blimit,/)
  })
})

describe('admin-class-names', () => {
  it("Payload's stylesheet still styles the classes the chooser's descriptions and the block labels use", () => {
    const styles = upstream('@payloadcms/ui/dist/styles.css')
    for (const name of ['blocks-drawer__block', 'thumbnail-card__label', 'blocks-field__block-number', 'blocks-field__block-pill']) {
      expect(styles, name).toMatch(new RegExp(`\\.${name}\\b`))
    }
  })
})

describe('seo-tabs', () => {
  it('with tabbedUI, the plugin adds its tab beside the first tabs field and leaves the sidebar fields outside', async () => {
    const fields: Field[] = [
      { name: 'title', type: 'text' },
      { name: 'slug', type: 'text', admin: { position: 'sidebar' } },
    ]
    const config = { collections: [{ slug: 'pages', fields: sidebarBesideTabs(fields) }] } as unknown as Config
    const [pages] = (await seoPlugin({ collections: ['pages'], tabbedUI: true })(config)).collections!
    const [tabs, ...rest] = pages!.fields
    expect(tabs!.type).toBe('tabs')
    expect((tabs as { tabs: { label?: unknown }[] }).tabs.map((tab) => tab.label)).toEqual(['Content', 'SEO'])
    expect(rest.map((field) => ('name' in field ? field.name : field.type))).toEqual(['slug'])
  })
})

describe('next-standalone-config', () => {
  it('Next takes the config in __NEXT_PRIVATE_STANDALONE_CONFIG as it is, without loading next.config', async () => {
    const { default: loadConfig } = await import('next/dist/server/config')
    const { PHASE_PRODUCTION_SERVER } = await import('next/constants')
    const config = { distDir: '.next', marker: 'the build resolved this' }
    vi.stubEnv('__NEXT_PRIVATE_STANDALONE_CONFIG', JSON.stringify(config))
    try {
      // A folder without a next.config: the config can only come from the variable.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-config-'))
      expect(await loadConfig(PHASE_PRODUCTION_SERVER, dir)).toEqual(config)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('payload-per-process', () => {
  it('getPayload hands out the instance the process keeps, whatever config asks for one', async () => {
    const { getPayload } = await import('payload')
    const kept = { name: 'the instance built first' }
    const cache = (globalThis as unknown as { _payload: Map<string, unknown> })._payload
    expect(cache).toBeInstanceOf(Map)
    cache.set('default', { payload: kept, initializedCrons: true, reload: false, promise: null, ws: null })
    try {
      const other = Promise.resolve({ collections: [] } as unknown as Parameters<typeof getPayload>[0]['config'])
      expect(await getPayload({ config: other })).toBe(kept)
    } finally {
      cache.delete('default')
    }
  })
})
