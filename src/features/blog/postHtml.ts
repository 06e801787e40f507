import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import sanitizeHtml from 'sanitize-html'

import type { Post } from '@/payload-types'

/** What a post's text may hold once rendered: prose, headings, lists, links, quotes, pictures and tables. */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'u', 's', 'code', 'sub', 'sup',
    'blockquote', 'br', 'hr', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Links that open a new tab never hand the opener to the page they open.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

/** Makes any HTML safe to serve: no script, style, iframe, event handler or script URL survives. */
export const sanitisePostHtml = (html: string): string => sanitizeHtml(html, allowed)

/** A post's text as the HTML that the post page shows and GET /api/blog-details returns. */
export function postHtml(description: Post['description']): string {
  return sanitisePostHtml(convertLexicalToHTML({ data: description, disableContainer: true, disableIndent: true }))
}
