'use client'
import { useFormFields } from '@payloadcms/ui'

import { whatsappNumber } from '@/lib/contact'

/** Company details: says so while the WhatsApp set apart reaches another number than the phone, or none. */
export function WhatsappDiffers() {
  const phone = useFormFields(([fields]) => fields.phone?.value)
  const whatsapp = useFormFields(([fields]) => fields['social.whatsapp']?.value)
  const given = typeof whatsapp === 'string' ? whatsapp.trim() : ''
  const phoneNumber = whatsappNumber(typeof phone === 'string' ? phone : '')
  if (given && whatsappNumber(given) === phoneNumber) return null
  const message = given
    ? `WhatsApp opens a chat with +${whatsappNumber(given)}, not the phone above (+${phoneNumber}): visitors who call and visitors who write reach different numbers. Untick “WhatsApp uses a different number” if that is not meant.`
    : 'No WhatsApp given: the WhatsApp buttons open a chat with the phone above.'
  return (
    <p
      role="status"
      style={{
        margin: '0 0 var(--spacing-field)',
        padding: 'calc(var(--base) / 2) var(--base)',
        borderLeft: '4px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-100)',
        color: 'var(--theme-warning-800)',
      }}
    >
      {message}
    </p>
  )
}
