import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import { cloneElement, isValidElement, type ReactElement } from 'react'

/**
 * Lexical's list items carry their number as `value` in every list; HTML allows it only on the
 * items of an ordered list, so bulleted and checked lists leave it out.
 */
const listItemsAsHtmlAllows: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const { listitem } = defaultConverters
    const item = typeof listitem === 'function' ? listitem(args) : listitem
    const ordered = 'listType' in args.parent && args.parent.listType === 'number'
    return ordered || !isValidElement(item) ? item : cloneElement(item as ReactElement<{ value?: number }>, { value: undefined })
  },
})

/** Text written in the admin's editor, rendered as HTML on the server. */
export function RichText({ data, className = 'prose-site' }: { data: unknown; className?: string }) {
  if (!data) return null
  return <LexicalRichText data={data as SerializedEditorState} className={className} converters={listItemsAsHtmlAllows} />
}
