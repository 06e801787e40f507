import { prefixOf, sortedQuery } from './addresses'

/**
 * A rule as it is served: its new address resolved (a path of this site, an address elsewhere, or
 * a document's address now), or null for 410 Gone. `keepsRest`: a prefix rule appends the rest of
 * the path to it (not when it leads to a document, whose address is all there is).
 */
export type ServedRule = { id: number | string; from: string; to: string | null; status: number; keepsRest: boolean }

export type Match = { rule: ServedRule; location: string | null }

/** `to`, with what a prefix rule matched past its prefix, and the request's query when the rule names none. */
function locationOf(rule: ServedRule, rest: string, search: string, ruleHasQuery: boolean): string | null {
  if (rule.to === null) return null
  let location = rule.to
  if (rest && rule.keepsRest) location = `${location.replace(/\/+$/, '')}${rest}`
  if (search && !ruleHasQuery && !location.includes('?')) {
    const hashAt = location.indexOf('#')
    location = hashAt < 0 ? `${location}${search}` : `${location.slice(0, hashAt)}${search}${location.slice(hashAt)}`
  }
  return location
}

/**
 * The rules of the site, looked up by address: an exact rule with the request's query first, then
 * one without a query, then the longest prefix. A lookup costs a few map reads whatever the number
 * of rules (one for each segment of the path), which is what lets a thousand rules cost a 404
 * nothing measurable.
 */
export function ruleTable(rules: readonly ServedRule[]) {
  const exact = new Map<string, ServedRule>()
  const prefixes = new Map<string, ServedRule>()
  for (const rule of rules) {
    const prefix = prefixOf(rule.from)
    if (prefix === undefined) exact.set(rule.from, rule)
    else prefixes.set(prefix, rule)
  }
  return {
    size: rules.length,
    /** The rule for a (decoded) path and its raw query (`?a=1` or ''), with where it leads; null for none. */
    match(path: string, search: string): Match | null {
      if (search) {
        const withQuery = exact.get(`${path}${sortedQuery(search)}`)
        if (withQuery) return { rule: withQuery, location: locationOf(withQuery, '', search, true) }
      }
      const plain = exact.get(path)
      if (plain) return { rule: plain, location: locationOf(plain, '', search, false) }
      if (prefixes.size === 0) return null
      for (let covered = path; ; ) {
        const rule = prefixes.get(covered)
        if (rule) return { rule, location: locationOf(rule, path.slice(covered.length), search, false) }
        if (covered === '') return null
        covered = covered.slice(0, Math.max(0, covered.lastIndexOf('/')))
      }
    },
  }
}

export type RuleTable = ReturnType<typeof ruleTable>
