/**
 * The admin's inbox (issue 39: "answers within 300 ms with 10,000 leads"): each of its views asked
 * for as a signed-in owner, one request at a time as a person clicks, the whole server-rendered
 * page timed to its last byte.
 */
import { inboxViews } from '../../src/features/inbox/viewNames.ts'

/** Requests of each view after the warm-up ones. */
export const inboxSamples = 15
const warmUp = 3

/** @param {number[]} sorted @param {number} share */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN

/**
 * @param {string} origin
 * @param {string} token an owner's JWT
 * @returns {Promise<{ view: string, p50: number, p95: number, status: number, leads: number }[]>}
 */
export async function measureInbox(origin, token) {
  const rows = []
  for (const [view, label] of Object.entries(inboxViews)) {
    const times = []
    let status = 0
    let leads = 0
    for (let request = 0; request < warmUp + inboxSamples; request++) {
      const started = performance.now()
      const response = await fetch(`${origin}/admin/inbox?view=${view}`, { headers: { Authorization: `JWT ${token}` } })
      const html = await response.text()
      status = response.status
      // The leads listed: each row's name links to its lead.
      leads = html.match(/href="\/admin\/collections\/[a-z-]+\/\d+"/g)?.length ?? 0
      if (request >= warmUp) times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    rows.push({ view: label, p50: percentile(times, 0.5), p95: percentile(times, 0.95), status, leads })
  }
  return rows
}
