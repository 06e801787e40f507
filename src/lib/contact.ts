import type { SocialNetwork } from '@/cms/globals/socialNetworks'
import type { Company } from '@/payload-types'

/** A tel: link for a phone number as people write it ('+971 4 555 0147' -> 'tel:+97145550147'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export const mailHref = (email: string) => `mailto:${email}`

/** WhatsApp's click-to-chat link for a phone number. */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`

const isLink = (value: string) => /^https?:\/\//i.test(value)

/** The number a WhatsApp link or number reaches, as digits ('https://wa.me/971501234567' and '+971 50 123 4567' -> '971501234567'). */
export function whatsappNumber(given: string): string {
  if (!isLink(given)) return given.replace(/\D/g, '')
  try {
    const url = new URL(given.trim())
    return (url.searchParams.get('phone') ?? url.pathname).replace(/\D/g, '')
  } catch {
    return ''
  }
}

type WhatsappSource = Pick<Company, 'phone' | 'social'>

/**
 * Whether the company's WhatsApp is its own number rather than the phone: as the editor set it
 * (Social links › 'WhatsApp uses a different number'), or, for details saved before that choice
 * existed, whether a WhatsApp was given that reaches another number.
 */
export function whatsappSetApart(company: WhatsappSource): boolean {
  const chosen = company.social?.whatsappSeparate
  if (typeof chosen === 'boolean') return chosen
  const given = company.social?.whatsapp?.trim()
  return !!given && whatsappNumber(given) !== whatsappNumber(company.phone)
}

/**
 * The one WhatsApp link of the site: every WhatsApp button, the social icon and the chat button
 * use it. It is a chat with the company's phone, unless the company set its WhatsApp apart (then
 * the link, kept as given, or the number it gave; the phone still when it left it empty).
 */
export function whatsappUrl(company: WhatsappSource): string {
  const own = whatsappSetApart(company) ? company.social?.whatsapp?.trim() : ''
  if (!own) return whatsappHref(company.phone)
  return isLink(own) ? own : whatsappHref(own)
}

/** Where a social icon leads: the profile the company gave, and for WhatsApp the one WhatsApp link. */
export const socialHref = (company: Pick<Company, 'phone' | 'social'>, network: SocialNetwork): string | undefined =>
  network === 'whatsapp' ? whatsappUrl(company) : company.social?.[network] || undefined
