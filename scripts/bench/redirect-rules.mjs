/**
 * Issue 40's budget: 1,000 redirect rules cost a 404 or a redirect no more than 1 ms more than 10
 * rules, in the same run. Against a running production server (server.mjs) signed in as an owner:
 * 10 rules are imported (9 exact addresses and 1 prefix, through the CSV import), then a 404 and a
 * prefix rule's redirect are asked for `requests` times each, one at a time, each at an address not
 * asked for before (no cache of the site answers it: every answer reads the rules); then 990 rules
 * more, and the same again. The median of each, and the difference.
 */

/**
 * @param {number[]} values
 * @returns {number}
 */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * The rules `from`…`to` (by number) as an import file: exact rules, and the prefix rule /bench-moved/* once.
 * @param {number} first
 * @param {number} last
 * @param {boolean} withPrefix
 */
function rulesFile(first, last, withPrefix) {
  const rows = ['from,to,type']
  if (withPrefix) rows.push('/bench-moved/*,/blog,301')
  for (let at = first; at <= last; at++) rows.push(`/bench-old-${at},/bench-new-${at},301`)
  return rows.join('\n')
}

/**
 * @param {string} origin
 * @param {string} token
 * @param {string} file
 */
async function importRules(origin, token, file) {
  const response = await fetch(`${origin}/api/redirects/import`, { method: 'POST', headers: { Authorization: `JWT ${token}`, 'Content-Type': 'text/csv' }, body: file })
  if (!response.ok) throw new Error(`The import answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
}

/**
 * Milliseconds to the answer's headers of each address, asked one after another.
 * @param {string[]} urls
 * @param {number} status
 */
async function timings(urls, status) {
  const times = []
  for (const url of urls) {
    const started = performance.now()
    const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'gzip, br' } })
    times.push(performance.now() - started)
    await response.arrayBuffer()
    if (response.status !== status) throw new Error(`${url} answered ${response.status}, not ${status}`)
  }
  return times
}

/**
 * @param {string} origin
 * @param {string} label
 * @param {number} requests
 */
async function measure(origin, label, requests) {
  const run = `${label}-${Date.now()}`
  // Warm: the first answer after the rules change reads them from the database.
  await timings([`${origin}/bench-missing-${run}-warm`], 404)
  await timings([`${origin}/bench-moved/${run}-warm`], 301)
  const missing = await timings(Array.from({ length: requests }, (_, at) => `${origin}/bench-missing-${run}-${at}`), 404)
  const redirected = await timings(Array.from({ length: requests }, (_, at) => `${origin}/bench-moved/${run}-${at}`), 301)
  return { notFoundMs: median(missing), redirectMs: median(redirected) }
}

/**
 * Imports 10 rules, measures, imports 990 more, measures again (the rules stay: run it on a
 * throw-away database, as npm run bench does).
 * @param {{ origin: string, token: string, requests?: number }} options
 */
export async function redirectRuleCost({ origin, token, requests = 300 }) {
  await importRules(origin, token, rulesFile(1, 9, true))
  const ten = await measure(origin, 'ten', requests)
  await importRules(origin, token, rulesFile(10, 999, false))
  const thousand = await measure(origin, 'thousand', requests)
  return {
    ten,
    thousand,
    extraNotFoundMs: thousand.notFoundMs - ten.notFoundMs,
    extraRedirectMs: thousand.redirectMs - ten.redirectMs,
    /** The budget: no more than 1 ms more for either. */
    withinBudget: thousand.notFoundMs - ten.notFoundMs <= 1 && thousand.redirectMs - ten.redirectMs <= 1,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = 'http://localhost:3000', email = process.env.ADMIN_EMAIL, password = process.env.ADMIN_PASSWORD] = process.argv.slice(2)
  const login = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (!login.ok) throw new Error(`Sign-in answered ${login.status}`)
  const { token } = await login.json()
  const cost = await redirectRuleCost({ origin, token })
  const ms = (/** @type {number} */ value) => `${value.toFixed(2)} ms`
  console.log(
    `404: ${ms(cost.ten.notFoundMs)} with 10 rules, ${ms(cost.thousand.notFoundMs)} with 1,000 (${ms(cost.extraNotFoundMs)} more); ` +
      `redirect: ${ms(cost.ten.redirectMs)} with 10, ${ms(cost.thousand.redirectMs)} with 1,000 (${ms(cost.extraRedirectMs)} more): ${cost.withinBudget ? 'within' : 'over'} the 1 ms budget`,
  )
}
