import type { Block } from 'payload'

import { labelBlockBy } from '@/cms/admin/rowLabels'
import { placeholderNames } from '@/features/legal/legalText'

/** A legal document (privacy policy, terms): headed sections, optionally numbered under a table of contents. */
export const legalTextBlock: Block = {
  slug: 'legalText',
  interfaceName: 'LegalTextBlock',
  labels: { singular: 'Legal text', plural: 'Legal texts' },
  admin: labelBlockBy({ fields: ['content'], fallback: 'No text yet' }),
  fields: [
    {
      name: 'content',
      type: 'richText',
      required: true,
      admin: {
        description: `Legal text: have every change reviewed by your legal counsel before publishing. Start each section with a Heading 2. ${placeholderNames
          .map((name) => `{${name}}`)
          .join(', ')} are filled in from Company details, the site's domain and the periods of Settings › Privacy when the page is shown.`,
      },
    },
    {
      name: 'tableOfContents',
      label: 'Number the sections and list them at the top',
      type: 'checkbox',
      defaultValue: false,
    },
  ],
}
