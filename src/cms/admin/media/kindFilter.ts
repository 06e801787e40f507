import type { Where } from 'payload'
import { transformWhereQuery } from 'payload/shared'

import type { MediaKind } from '@/cms/collections/mediaKinds'

/** The list's filters as the admin's filter panel keeps them: alternatives (or), each a list of conditions (and). */
function conditionGroups(where: Where | undefined): Where[][] {
  if (!where || Object.keys(where).length === 0) return []
  return (transformWhereQuery(where).or ?? []).map((group) => group.and ?? [group])
}

const isKindCondition = (condition: Where) => Object.keys(condition).length === 1 && 'kind' in condition

/**
 * The filters `where` narrowed to files of `kind` (every kind when none), the other filters kept:
 * the kind buttons and the filter panel edit the same conditions.
 */
export function whereForKind(where: Where | undefined, kind: MediaKind | undefined): Where {
  const others = conditionGroups(where).map((group) => group.filter((condition) => !isKindCondition(condition)))
  const groups = kind ? (others.length > 0 ? others : [[]]).map((group) => [...group, { kind: { equals: kind } }]) : others.filter((group) => group.length > 0)
  return { or: groups.map((and) => ({ and })) }
}

/** The one kind every alternative of `where` asks for, if it asks for one. */
export function kindIn(where: Where | undefined): string | undefined {
  const kinds = conditionGroups(where).map((group) => {
    const condition = group.find(isKindCondition)?.kind
    return condition && typeof condition === 'object' && 'equals' in condition ? String(condition.equals) : undefined
  })
  const [first] = kinds
  return first && kinds.every((kind) => kind === first) ? first : undefined
}
