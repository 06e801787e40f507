import type { Field, FieldHook } from 'payload'

import { whatsappSetApart } from '@/lib/contact'

const setApart = (siblingData: { whatsappSeparate?: boolean | null } | undefined) => !!siblingData?.whatsappSeparate

/** Details saved before the choice existed read as they behaved: set apart when their WhatsApp reached another number. */
const choiceOrHowItBehaved: FieldHook = ({ data, siblingData, value }) =>
  typeof value === 'boolean' ? value : whatsappSetApart({ phone: data?.phone ?? '', social: { ...siblingData, whatsappSeparate: null } })

/**
 * The WhatsApp of Company details › Social links: the phone, one fact, unless the editor sets it
 * apart; then its own link or number, and a warning in the admin while the two differ.
 */
export const whatsappFields: Field[] = [
  {
    name: 'whatsappSeparate',
    label: 'WhatsApp uses a different number',
    type: 'checkbox',
    hooks: { afterRead: [choiceOrHowItBehaved] },
    admin: {
      description: 'Off: every WhatsApp button, the WhatsApp icon and the chat button open a chat with the phone above.',
    },
  },
  {
    name: 'whatsapp',
    label: 'WhatsApp',
    type: 'text',
    admin: {
      condition: (_, siblingData) => setApart(siblingData),
      description: 'The WhatsApp link (https://wa.me/…) or number that every WhatsApp button, the icon and the chat button open.',
    },
  },
  {
    name: 'whatsappDiffers',
    type: 'ui',
    admin: {
      condition: (_, siblingData) => setApart(siblingData),
      components: { Field: '@/cms/admin/WhatsappDiffers#WhatsappDiffers' },
    },
  },
]
