/** One condition of a list filter: field, operator, value ('status', 'equals', 'new'). */
export type ListCondition = readonly [field: string, operator: string, value: string]

/**
 * A lead list filtered by every condition, in the shape the list's own filter writes
 * (`where[or][0][and][i]…`), so that its Filters panel shows them and the editor can change them.
 */
export function leadListUrl(collection: string, conditions: readonly ListCondition[] = []): string {
  const query = conditions.map(
    ([field, operator, value], index) => `where[or][0][and][${index}][${field}][${operator}]=${encodeURIComponent(value)}`,
  )
  return `/admin/collections/${collection}${query.length ? `?${query.join('&')}` : ''}`
}
