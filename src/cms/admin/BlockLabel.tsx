'use client'
import { Pill, useTranslation } from '@payloadcms/ui'
import type { ClientBlock, ClientField } from 'payload'

import type { RowLabelProps } from './rowLabels'
import { useRowLabelText } from './useRowLabelText'

type Props = RowLabelProps & { field?: ClientField }

/**
 * A section's header in a page's list of sections, as Payload draws it (number and kind of section),
 * followed by the name the editor gave it or else its heading or first words, instead of 'Untitled'.
 */
// internals: admin-class-names
export function BlockLabel({ field, ...props }: Props) {
  const { i18n } = useTranslation()
  const { data, rowNumber, text } = useRowLabelText(props, ['blockName'])
  const blockType = typeof data?.blockType === 'string' ? data.blockType : ''
  const blocks = field && 'blocks' in field ? (field.blocks as ClientBlock[]) : []
  const singular = blocks.find((block) => block.slug === blockType)?.labels?.singular
  const kind = typeof singular === 'object' ? (singular[i18n.language] ?? Object.values(singular)[0]) : singular
  return (
    <>
      <span className="blocks-field__block-number">{String(rowNumber + 1).padStart(2, '0')}</span>
      <Pill className={`blocks-field__block-pill blocks-field__block-pill-${blockType}`} pillStyle="white" size="small">
        {kind || blockType}
      </Pill>
      <span className="row-label">{text}</span>
    </>
  )
}
