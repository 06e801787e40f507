import type { Company } from '@/payload-types'

/** A tel: link for a phone number as people write it ('+971 4 555 0147' -> 'tel:+97145550147'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export const mailHref = (email: string) => `mailto:${email}`

/** WhatsApp's click-to-chat link for a phone number. */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`

/**
 * The one WhatsApp link of the site: every WhatsApp button, the social icon and the chat button
 * use it. It is what the company gave as its WhatsApp (Social links › WhatsApp: a link, kept as
 * given, or a number), and its phone when it gave none.
 */
export function whatsappUrl(company: Pick<Company, 'phone' | 'social'>): string {
  const given = company.social?.whatsapp?.trim()
  if (!given) return whatsappHref(company.phone)
  return /^https?:\/\//i.test(given) ? given : whatsappHref(given)
}
