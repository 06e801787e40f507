/**
 * An Astro renderer for script-only islands (boot.ts): an island whose component is this marker
 * renders no markup on the server and has no runtime in the browser (no `clientEntrypoint`), so
 * Astro only inlines its directive and, once the directive calls `load()`, imports its module.
 */
export const scriptsIsland = Object.freeze({ siteScriptsIsland: true })

const isScriptsIsland = (Component: unknown) => Component === scriptsIsland

const renderer = {
  name: 'site:scripts',
  check: isScriptsIsland,
  renderToStaticMarkup: () => ({ html: '' }),
}

export default renderer
