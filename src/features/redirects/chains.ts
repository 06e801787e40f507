import { pathOfAddress, prefixOf, sortedQuery } from './addresses'
import { ruleTable, type ServedRule } from './ruleTable'

/** The most hops a chain of rules is followed before the new rule is refused as one that goes round. */
const maxHops = 20

export type Settled =
  | { ok: true; to: string | null; through: ServedRule | null }
  | { ok: false; message: string }

/** Whether a path is one the new rule itself takes (its address, or under its prefix). */
function takenBy(from: string, path: string, search: string): boolean {
  const prefix = prefixOf(from)
  if (prefix === undefined) return from === path || from === `${path}${sortedQuery(search)}`
  return prefix === '' || path === prefix || path.startsWith(`${prefix}/`)
}

/**
 * Where a new rule `from` → `to` should lead once the rules already kept (`others`, without the one
 * being edited) are followed: no chain (A→B where B→C exists becomes A→C, `through` naming the
 * last rule followed, whose target a document rule hands on) and no loop (A→B where B leads back
 * to A, refused naming the rules). A target elsewhere, or a path no rule takes, ends the chain; so
 * does a 410.
 */
export function settleTarget(from: string, to: string, others: readonly ServedRule[]): Settled {
  const table = ruleTable(others)
  let current = to
  let through: ServedRule | null = null
  const route = [from, to]
  for (let hop = 0; hop <= maxHops; hop++) {
    const path = pathOfAddress(current)
    if (path === undefined) return { ok: true, to: current, through }
    const search = current.includes('?') ? current.slice(current.indexOf('?')).split('#', 1)[0]! : ''
    if (takenBy(from, path, search)) return { ok: false, message: `This would make a loop: ${route.join(' → ')}. Change the new address.` }
    const match = table.match(path, search)
    if (!match || match.location === null) return { ok: true, to: current, through }
    through = match.rule
    current = match.location
    route.push(current)
  }
  return { ok: false, message: `The new address leads through more than ${maxHops} redirects: ${route.slice(0, 6).join(' → ')} …` }
}
