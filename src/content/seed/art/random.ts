/** A small deterministic generator, so the same key always draws the same picture. */
export type Random = {
  /** A number in [0, 1). */
  next: () => number
  /** A number in [min, max). */
  between: (min: number, max: number) => number
  /** A whole number in [min, max]. */
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  /** True with the given probability. */
  chance: (probability: number) => boolean
}

export function randomFrom(key: string): Random {
  let state = 2166136261
  for (const char of key) state = Math.imul(state ^ char.charCodeAt(0), 16777619)
  const next = () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507)
    state = Math.imul(state ^ (state >>> 13), 3266489909)
    state ^= state >>> 16
    return (state >>> 0) / 4294967296
  }
  const between = (min: number, max: number) => min + next() * (max - min)
  return {
    next,
    between,
    int: (min, max) => Math.floor(between(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
  }
}
