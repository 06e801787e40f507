/** The rows of docs/benchmarks.md's tables, each figure beside its goal (issue 25's budgets). */

/** @typedef {{ rps: number, p99: number, errors: number, ok: number }} LoadFigures */

const fmt = (/** @type {number} */ value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
const kb = (/** @type {number} */ bytes) => `${fmt(bytes / 1024, 1)} KB`
const met = (/** @type {boolean} */ ok) => (ok ? 'yes' : '**no**')

/**
 * A page's figures, which the bench measured for every page it reports.
 * @template T
 * @param {Map<string, T>} figures
 * @param {string} page
 */
function figuresOf(figures, page) {
  const found = figures.get(page)
  if (found === undefined) throw new Error(`No figures for ${page}`)
  return found
}

/** Issue 25's Lighthouse figures on main 947aa05 (Lighthouse 13 mobile), as served; with no scripts. */
/** @type {Record<string, string | undefined>} */
const lighthouseBefore = {
  '/': '74-77, 2.1-3.1 s, 0.8-1.0 s; 89-91, 1.7-1.9 s, 0.36-0.45 s',
  '/office-fit-out': '69-77, 2.2-3.4 s, 1.0 s; 83-94, 1.6-1.8 s, 0.27-0.67 s',
  '/portfolios/arabella-2-mudon-villa-renovation': '68-76, 2.3-3.0 s, 1.0-1.6 s; 88-89, 1.7-1.8 s, 0.44-0.46 s',
  '/contact': '67-78, 3.0-3.4 s, 0.5-1.7 s; 84-87, 1.6 s, 0.5-0.64 s',
}
/** Issue 25's HTML sizes on main 947aa05 (bytes then; the pages were English, a byte a character). */
/** @type {Record<string, string | undefined>} */
const htmlBefore = { '/': '141 K', '/office-fit-out': '109 K', '/career': '120 K' }

/** Thousands of characters, which HTML budgets count (issue 37). */
const kChars = (/** @type {number} */ count) => `${fmt(count / 1000, 1)} K`
/** /career carries every vacancy's panel (in either language): its own HTML budget, in characters. */
const htmlBudget = (/** @type {string} */ page) => (page.replace(/^\/ar(?=\/)/, '') === '/career' ? 100 : 60) * 1000
const exemptFromSeo = (/** @type {string} */ page) => page.startsWith('/search')

/**
 * @param {string[]} pages
 * @param {Awaited<ReturnType<typeof import('./script-bytes.mjs').scriptBytes>>} scripts
 */
export const scriptRows = (pages, scripts) =>
  pages
    .map((page) => {
      const figures = figuresOf(scripts, page)
      if (figures.error) return `| \`${page}\` | not measured: ${figures.error} | | | | | |`
      return `| \`${page}\` | ${kb(figures.beforeBytes)} | ${met(figures.beforeBytes <= 20 * 1024)} | ${kb(figures.afterBytes)} | ${met(figures.afterBytes <= 60 * 1024)} | ${figures.files} | ${figures.invalidFields}, ${figures.posts} |`
    })
    .join('\n')

/**
 * @param {string[]} pages
 * @param {Map<string, ReturnType<typeof import('./html-weight.mjs').weighHtml> & { sentBytes: number }>} weights
 */
export const htmlRows = (pages, weights) =>
  pages
    .map((page) => {
      const { characters, sentBytes, inlined, largestInline, repeating } = figuresOf(weights, page)
      const before = htmlBefore[page] ? ` (before ${htmlBefore[page]})` : ''
      return `| \`${page}\` | ${kChars(characters)}${before} | at most ${kChars(htmlBudget(page))}: ${met(characters <= htmlBudget(page))} | ${kb(sentBytes)} | ${kChars(inlined)} | ${kChars(largestInline)} | ${kChars(repeating)} | ${met(repeating < 1000)} |`
    })
    .join('\n')

/** @param {Awaited<ReturnType<typeof import('./layers.mjs').measureLayers>>} rows */
export const layerRows = (rows) =>
  rows.map(({ page, name, rps, p99, errors }) => `| \`${page}\` | ${name} | ${fmt(rps)} | ${p99} ms | ${errors} |`).join('\n')

/** @param {Awaited<ReturnType<typeof import('../lighthouse.mjs').lighthousePairs>>} audits */
export const lighthouseRows = (audits) =>
  audits
    .map(({ path: page, served, stripped }) => {
      if (!Number.isFinite(served.lcpMs)) return `| \`${page}\` | not audited: Lighthouse reports no figures for a page answered with an error (404) | | | | | | | | | | | | | ${lighthouseBefore[page] ?? ''} |`
      const { performance, accessibility, seo } = served.scores
      const scores = [performance, accessibility, served.scores['best-practices'], ...(exemptFromSeo(page) ? [] : [seo])]
      const ratio = served.lcpMs / stripped.lcpMs
      const difference = served.tbtMs - stripped.tbtMs
      return `| \`${page}\` | ${performance} | ${accessibility} | ${served.scores['best-practices']} | ${seo}${exemptFromSeo(page) ? ' (exempt)' : ''} | ${fmt(served.lcpMs)} ms | ${fmt(stripped.lcpMs)} ms | ${fmt(ratio, 2)}: ${met(ratio <= 1.05)} | ${fmt(served.tbtMs)} ms | ${fmt(stripped.tbtMs)} ms | ${fmt(difference)} ms: ${met(difference <= 25)} | ${fmt(served.cls, 3)} | ${kb(served.scriptBytes)} | ${met(scores.every((score) => score === 100))} | ${lighthouseBefore[page] ?? ''} |`
    })
    .join('\n')

/** @param {{ page: string, base: LoadFigures, measured: LoadFigures, ratio: number }[]} rows */
export const loadRows = (rows) =>
  rows
    .map(
      ({ page, base, measured, ratio }) =>
        `| \`${page}\` | ${fmt(measured.rps)} | ${measured.p99} ms | ${fmt(base.rps)} | ${base.p99} ms | ${fmt(ratio, 2)}x | ${met(Number.isFinite(ratio) && ratio >= 0.9)} | ${measured.errors}${page === '/no-such-page' ? ' (404s, expected)' : ''} |`,
    )
    .join('\n')

/**
 * @param {LoadFigures} quotes
 * @param {number} stored
 */
export const leadRows = (quotes, stored) =>
  [
    `| Requests per second | ${fmt(quotes.rps)} | at least 300: ${met(quotes.rps >= 300)} |`,
    `| p99 latency | ${quotes.p99} ms | under 200 ms: ${met(quotes.p99 < 200)} |`,
    `| Answers 2xx | ${quotes.ok} | |`,
    `| Leads stored | ${stored} | every 2xx stored: ${met(stored >= quotes.ok)} |`,
    `| Non-2xx or errors | ${quotes.errors} | 0: ${met(quotes.errors === 0)} |`,
  ].join('\n')
