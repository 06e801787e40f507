import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Config, Field } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { sidebarBesideTabs } from '@/cms/fields/sidebarBesideTabs'

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
