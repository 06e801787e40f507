/** The ids of a has-many relationship's value, populated or not (none when it is empty). */
export const idsOf = (value: readonly (number | { id: number })[] | null | undefined): number[] =>
  (value ?? []).map((item) => (typeof item === 'object' ? item.id : item))

/** The documents of a has-many relationship's value that were populated (ids of documents the reader may not see are left out). */
export const populated = <T extends { id: number }>(value: readonly (number | T)[] | null | undefined): T[] =>
  (value ?? []).filter((item): item is T => typeof item === 'object' && item !== null)
