/** What a visitor allowed: analytics (measuring the site) and marketing (measuring campaigns, ads). */
export type Choice = { analytics: boolean; marketing: boolean }

const key = 'consent'
/** A choice is asked again after six months. */
export const keptForMs = 183 * 24 * 3600_000

/** The visitor's choice, while it is younger than six months (this browser's local storage, never a cookie). */
export function keptChoice(now = Date.now()): Choice | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as (Choice & { at: number }) | null
    if (kept && typeof kept.at === 'number' && now - kept.at < keptForMs) return { analytics: kept.analytics === true, marketing: kept.marketing === true }
  } catch {
    // storage blocked, or a value that is not ours: asked again
  }
  return undefined
}

export function keepChoice(choice: Choice, now = Date.now()) {
  try {
    localStorage.setItem(key, JSON.stringify({ ...choice, at: now }))
  } catch {
    // storage blocked: the choice holds for this page only
  }
}
