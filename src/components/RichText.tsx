import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConverters, type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import { cloneElement, isValidElement, type ReactElement } from 'react'

/**
 * Lexical's list items carry their number as `value` in every list, and an empty class; HTML allows
 * the number only on the items of an ordered list, so bulleted and checked lists leave it out.
 */
const listItemsAsHtmlAllows =
  (more: JSXConverters = {}): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    listitem: (args) => {
      const { listitem } = defaultConverters
      const item = typeof listitem === 'function' ? listitem(args) : listitem
      if (!isValidElement(item)) return item
      const ordered = 'listType' in args.parent && args.parent.listType === 'number'
      const { className } = item.props as { className?: string }
      return cloneElement(item as ReactElement<{ value?: number; className?: string }>, {
        ...(ordered ? {} : { value: undefined }),
        ...(className ? {} : { className: undefined }),
      })
    },
    ...more,
  })

/** Text written in the admin's editor, rendered as HTML on the server; `converters` render some of its nodes another way. */
export function RichText({ data, className = 'prose-site', converters }: { data: unknown; className?: string; converters?: JSXConverters }) {
  if (!data) return null
  return <LexicalRichText data={data as SerializedEditorState} className={className} converters={listItemsAsHtmlAllows(converters)} />
}
