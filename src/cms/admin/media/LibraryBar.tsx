'use client'
import { useListQuery } from '@payloadcms/ui'

import { mediaKindNames, mediaKinds, type MediaKind } from '@/cms/collections/mediaKinds'

import { kindIn, whereForKind } from './kindFilter'
import styles from './MediaGrid.module.css'

export type Layout = 'grid' | 'table'

/** Above the library's files: which kind of file it shows, and whether as a grid or a table. */
export function LibraryBar({ layout, onLayout }: { layout: Layout; onLayout: (layout: Layout) => void }) {
  const { query, handleWhereChange } = useListQuery()
  const shown = kindIn(query.where)
  const showKind = (kind: MediaKind | undefined) => void handleWhereChange?.(whereForKind(query.where, kind))
  return (
    <div className={styles.bar}>
      <div role="group" aria-label="Kind" className={styles.choices}>
        <button type="button" aria-pressed={!shown} onClick={() => showKind(undefined)}>
          All kinds
        </button>
        {mediaKindNames.map((kind) => (
          <button key={kind} type="button" aria-pressed={shown === kind} onClick={() => showKind(kind)}>
            {mediaKinds[kind].plural}
          </button>
        ))}
      </div>
      <div role="group" aria-label="Show as" className={styles.choices}>
        <button type="button" aria-pressed={layout === 'grid'} onClick={() => onLayout('grid')}>
          Grid
        </button>
        <button type="button" aria-pressed={layout === 'table'} onClick={() => onLayout('table')}>
          List
        </button>
      </div>
    </div>
  )
}
