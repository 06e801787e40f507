'use client'
import { FieldDescription, SlugField } from '@payloadcms/ui'
import type { SlugFieldClientProps } from 'payload'

/** Payload's slug field (generate, lock, unlock) with its description under it, which Payload's own leaves out. */
export function AddressField(props: SlugFieldClientProps) {
  return (
    <div>
      <SlugField {...props} />
      <FieldDescription description={props.field.admin?.description} path={props.path ?? props.field.name} marginPlacement="top" />
    </div>
  )
}
