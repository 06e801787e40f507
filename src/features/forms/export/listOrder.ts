import type { FlattenedField, Where } from 'payload'

type Id = number | string
type Row = Record<string, unknown> & { id: Id }

/** How a list is sorted: one field (or `id` alone), either way, ties broken by id the same way. */
export type ListOrder = { field: string; descending: boolean }

/** Field types whose values compare as the database sorts them, so that a page can start after one. */
const comparable = new Set(['text', 'email', 'textarea', 'select', 'date', 'number'])

/**
 * The order of a list's `sort` (`-createdAt`, `status`): by that field if a page can be read after a
 * value of it (a single, unlocalized value of a comparable type), else by id alone; either way in the
 * sort's direction.
 */
export function listOrderOf(sort: unknown, fields: FlattenedField[]): ListOrder {
  const text = typeof sort === 'string' ? sort.trim() : ''
  const descending = text.startsWith('-')
  const name = text.replace(/^-/, '')
  const field = fields.find((candidate) => candidate.name === name)
  const keyable = field && comparable.has(field.type) && !('hasMany' in field && field.hasMany) && !('localized' in field && field.localized)
  return { field: keyable ? name : 'id', descending }
}

/** The leads that come after `last` in the order: a greater (or lesser) value, or the same and a later id. */
function after(order: ListOrder, last: Row, valued: boolean): Where {
  const beyond = order.descending ? 'less_than' : 'greater_than'
  const pastId: Where = { id: { [beyond]: last.id } }
  if (order.field === 'id' || !valued) return pastId
  const value = last[order.field]
  return { or: [{ [order.field]: { [beyond]: value } }, { and: [{ [order.field]: { equals: value } }, pastId] }] }
}

export type PageReader = (where: Where, sort: string[], limit: number) => Promise<Row[]>

/**
 * Every row of a selection a page at a time in a list's order, by keyset: each page starts after the
 * last row of the one before, so that a late page costs what the first does and a row that arrives
 * meanwhile is neither read twice nor makes another be skipped. The rows with a value come first,
 * then those without (databases disagree on where empty values sort), each in the order's direction.
 */
export async function* pagesInOrder<T extends Row>(read: PageReader, where: Where | undefined, order: ListOrder, pageSize: number): AsyncGenerator<T[]> {
  const direction = order.descending ? '-' : ''
  const sort = order.field === 'id' ? [`${direction}id`] : [`${direction}${order.field}`, `${direction}id`]
  const parts: { valued: boolean; where?: Where }[] =
    order.field === 'id'
      ? [{ valued: true }]
      : [
          { valued: true, where: { [order.field]: { exists: true } } },
          { valued: false, where: { [order.field]: { exists: false } } },
        ]
  for (const part of parts) {
    let last: Row | undefined
    for (;;) {
      const conditions = [where, part.where, last && after(order, last, part.valued)].filter((condition): condition is Where =>
        Boolean(condition && Object.keys(condition).length),
      )
      const rows = (await read(conditions.length ? { and: conditions } : {}, part.valued ? sort : [`${direction}id`], pageSize)) as T[]
      if (rows.length) yield rows
      if (rows.length < pageSize) break
      last = rows.at(-1)
    }
  }
}
