/** A tel: link for a phone number as people write it ('+971 4 555 0147' -> 'tel:+97145550147'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export const mailHref = (email: string) => `mailto:${email}`

/** WhatsApp's click-to-chat link for a phone number. */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`
