import http from 'node:http'

/**
 * A page's HTML as served, in characters (so that a page weighs the same in Arabic, whose letters take
 * two bytes in UTF-8, as in English), and the data inlined in it for scripts and the data inlined in it for scripts: the bodies of
 * inline <script> elements other than JSON-LD (which is for search engines, not scripts) and the
 * islands' data-props. "Repeating the page" is the part of that data, in strings of 16 characters
 * or more, that also stands in the rest of the HTML: what hydration payloads add (issue 25 found
 * 89 KB of / to be Next's inlined RSC payload).
 */
const inlineScript = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script\s*>/gi
const dataProps = /\sdata-props="([^"]*)"/gi
/** @type {Record<string, string>} */
const entities = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#39;': "'", '&#x27;': "'" }
const unescape = (/** @type {string} */ value) => value.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (entity) => entities[entity] ?? entity)

/** Strings of 16 characters or more in a piece of inlined data (JSON string values or any quoted text). */
const longStrings = (/** @type {string} */ data) => [...data.matchAll(/"((?:[^"\\]|\\.){16,})"/g)].map(([, value = '']) => value.replace(/\\(.)/g, '$1'))

/** Characters (code points), not UTF-16 units nor bytes. */
const characters = (/** @type {string} */ text) => [...text].length

/** @param {string} html */
export function weighHtml(html) {
  const pieces = [
    ...[...html.matchAll(inlineScript)].filter(([, attributes = '']) => !/application\/ld\+json/i.test(attributes)).map((match) => ({ raw: match[0], data: match[2] ?? '' })),
    ...[...html.matchAll(dataProps)].map((match) => ({ raw: match[0], data: unescape(match[1] ?? '') })),
  ]
  let rest = html
  for (const { raw } of pieces) rest = rest.replace(raw, '')
  const inlined = pieces.reduce((sum, { raw }) => sum + characters(raw), 0)
  const repeating = pieces
    .flatMap(({ data }) => longStrings(data))
    .filter((value) => rest.includes(value) || rest.includes(value.replace(/&/g, '&amp;')))
    .reduce((sum, value) => sum + characters(value), 0)
  return { characters: characters(html), inlined, repeating, largestInline: Math.max(0, ...pieces.map(({ raw }) => characters(raw))) }
}

/**
 * The bytes a browser receives for `url` when it accepts Brotli, as the server compresses them.
 * @param {string} url
 * @returns {Promise<number>}
 */
export const sentBytes = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        let bytes = 0
        response.on('data', (chunk) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
      })
      .on('error', reject)
  })
