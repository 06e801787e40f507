'use client'
import { Link, SelectRow, useConfig, useListDrawerContext, useListQuery } from '@payloadcms/ui'
import type { CollectionSlug } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { ComponentProps } from 'react'

import styles from './MediaGrid.module.css'
import { thumbnailOf, type UploadLike } from './thumbnailOf'

type MediaDoc = UploadLike & { id: number | string; alt?: string | null; filename?: string | null }
/** A list's row as Payload's row checkbox types it (its ids as strings; the list's own rows are passed as they are). */
type RowData = ComponentProps<typeof SelectRow>['rowData']

/**
 * The files of the list's page as thumbnails, each with its alt text and file name: in the library
 * a thumbnail opens its file, in a picker's drawer it picks it.
 */
export function MediaGrid({ collectionSlug, selectable }: { collectionSlug: CollectionSlug; selectable: boolean }) {
  const { data } = useListQuery()
  const { drawerSlug, onSelect } = useListDrawerContext()
  const adminRoute = useConfig().config.routes.admin
  return (
    <ul className={styles.grid} aria-label="Files">
      {((data?.docs ?? []) as MediaDoc[]).map((doc) => {
        const { url, width, height } = thumbnailOf(doc)
        const face = (
          <>
            {url ? (
              // eslint-disable-next-line @next/next/no-img-element -- the file is already the small derived one; its alt text is the caption below
              <img src={url} alt="" width={width ?? undefined} height={height ?? undefined} loading="lazy" className={styles.picture} />
            ) : (
              <span className={styles.picture} />
            )}
            <span className={styles.alt}>{doc.alt}</span>
            <span className={styles.filename}>{doc.filename}</span>
          </>
        )
        return (
          <li key={doc.id} className={styles.card}>
            {drawerSlug ? (
              <button type="button" className={styles.open} onClick={() => onSelect?.({ collectionSlug, doc, docID: String(doc.id) })}>
                {face}
              </button>
            ) : (
              <Link className={styles.open} href={formatAdminURL({ adminRoute, path: `/collections/${collectionSlug}/${doc.id}` })}>
                {face}
              </Link>
            )}
            {selectable && (
              <span className={styles.select}>
                <SelectRow rowData={doc as unknown as RowData} />
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
