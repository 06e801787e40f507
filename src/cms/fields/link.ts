import type { Field } from 'payload'

import { sameInEveryLanguage } from '../localization/localizeWords'

const linkPattern = /^(\/|https?:\/\/|mailto:|tel:)/

/** Where something leads: a path on this site ('/contact') or a full URL. */
export const hrefField = ({ required = true } = {}): Field =>
  sameInEveryLanguage({
    name: 'href',
    label: 'Link',
    type: 'text',
    required,
    admin: { description: "A path on this site such as '/contact', or a full address." },
    validate: (value: string | null | undefined) =>
      (!value && !required) || (!!value && linkPattern.test(value)) || "Start with '/', 'https://', 'mailto:' or 'tel:'.",
  } as Field)

/** A label and where it leads. */
export const linkFields: Field[] = [{ name: 'label', type: 'text', required: true }, hrefField()]

/** The collections a menu link may pick a document of. */
export const linkedCollections = ['pages', 'projects', 'posts'] as const

const linksToAddress = (siblings: { target?: string } | undefined) => siblings?.target === 'address'

/**
 * A menu link: a page, project or post of this site, picked (so a renamed page keeps its links; the
 * site reads its address when it renders the menu), or another address typed in. The label may be
 * left empty for a picked document: its breadcrumb label or title is shown.
 */
export const menuLinkFields: Field[] = [
  {
    name: 'label',
    type: 'text',
    admin: { description: "Empty: the picked page's breadcrumb label or title." },
    validate: (value: string | null | undefined, { siblingData }: { siblingData: { target?: string } }) =>
      !!value || !linksToAddress(siblingData) || 'Give the link a label.',
  },
  {
    name: 'target',
    label: 'Links to',
    type: 'radio',
    defaultValue: 'document',
    options: [
      { value: 'document', label: 'A page, project or post' },
      { value: 'address', label: 'Another address' },
    ],
    admin: { layout: 'horizontal' },
  },
  {
    name: 'document',
    label: 'Page, project or post',
    type: 'relationship',
    relationTo: [...linkedCollections],
    admin: { condition: (_, siblings) => !linksToAddress(siblings) },
    validate: (value: unknown, { siblingData }: { siblingData: { target?: string } }) =>
      !!value || linksToAddress(siblingData) || 'Pick a page, project or post.',
  },
  {
    ...hrefField({ required: false }),
    admin: {
      condition: (_, siblings) => linksToAddress(siblings),
      description: "A path on this site such as '/contact', or a full address such as 'https://…'.",
    },
    validate: (value: string | null | undefined, { siblingData }: { siblingData: { target?: string } }) =>
      !linksToAddress(siblingData) || (!!value && linkPattern.test(value)) || "Start with '/', 'https://', 'mailto:' or 'tel:'.",
  } as Field,
]
