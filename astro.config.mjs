// @ts-check
/**
 * The public pages, rendered by Astro's server (a child of server.mjs on loopback); the admin and the
 * API are Next's. Routes, layouts and data loading live in src/site (thin .astro shells); every piece
 * of UI is a React component (src/components, src/blocks, src/features), rendered on the server, and
 * only what must act in the browser loads script, when it is due (src/site/islands).
 */
import { fileURLToPath } from 'node:url'

import node from '@astrojs/node'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'

import { siteScripts } from './src/site/build/siteScripts.mjs'
import { searchParamNames } from './src/lib/searchParams.ts'

const here = (/** @type {string} */ path) => fileURLToPath(new URL(path, import.meta.url))

/**
 * React components in the browser (the lightbox) run on Preact (preact/compat), the server still
 * rendering with React: React DOM's 60 KB of compressed script become Preact's few.
 * @returns {import('vite').Plugin}
 */
function preactInTheBrowser() {
  /** @type {Record<string, string | undefined>} */
  const compat = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
  }
  return {
    name: 'site:preact-in-the-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const target = compat[source]
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null
    },
  }
}

export default defineConfig({
  srcDir: './src/site',
  publicDir: './src/site/public',
  outDir: './.astro-dist',
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), siteScripts()],
  // Astro's own dev toolbar and telemetry off; no prefetching script: links are plain links.
  devToolbar: { enabled: false },
  prefetch: false,
  server: { host: '127.0.0.1', port: 4321 },
  cache: {
    // The in-memory route cache, reachable from outside a request (src/site/server/routeCache.ts).
    provider: { name: 'site-memory', entrypoint: here('./src/site/server/routeCache.ts'), config: { max: 500, query: { include: Object.values(searchParamNames) } } },
  },
  vite: {
    // In development the pages are reached through Next's server (scripts/dev.mjs): their reload
    // channel connects to Astro's own port.
    server: { ws: { clientPort: 4321 } },
    plugins: [tailwindcss(), preactInTheBrowser()],
    // Bundled, so that only the icons the site draws are kept: loaded whole, simple-icons' thousands
    // of icons held about 10 MB of the server's memory.
    ssr: { noExternal: ['simple-icons'] },
    resolve: {
      alias: [
        { find: /^@payload-config$/, replacement: here('./src/cms/payload.config.ts') },
        { find: /^@\//, replacement: here('./src/') + '/' },
      ],
    },
  },
})
