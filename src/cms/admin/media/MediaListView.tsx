'use client'
import { DefaultListView } from '@payloadcms/ui'
import type { ListViewClientProps } from 'payload'
import { useState } from 'react'

import { LibraryBar, type Layout } from './LibraryBar'
import { MediaGrid } from './MediaGrid'

/**
 * The media library and every picture picker (the list in an upload field's drawer): Payload's own
 * list (search, filters, pages, bulk actions), showing its files as a grid of thumbnails unless the
 * editor asks for the table.
 */
// internals: media-list-view-in-drawers
export function MediaListView(props: ListViewClientProps) {
  const [layout, setLayout] = useState<Layout>('grid')
  return (
    <DefaultListView
      {...props}
      BeforeListTable={
        <>
          {props.BeforeListTable}
          <LibraryBar layout={layout} onLayout={setLayout} />
        </>
      }
      Table={layout === 'grid' ? <MediaGrid collectionSlug={props.collectionSlug} selectable={Boolean(props.enableRowSelections)} /> : props.Table}
    />
  )
}
