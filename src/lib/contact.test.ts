import { describe, expect, it } from 'vitest'

import { mailHref, telHref, whatsappHref, whatsappUrl } from './contact'

describe('contact links', () => {
  it('dials the number as written, without spaces or punctuation', () => {
    expect(telHref('+971 4 555 0147')).toBe('tel:+97145550147')
    expect(telHref('(04) 555-0147')).toBe('tel:045550147')
  })

  it('opens a WhatsApp chat with the international number', () => {
    expect(whatsappHref('+971 50 123 4567')).toBe('https://wa.me/971501234567')
  })

  it('writes an email', () => {
    expect(mailHref('studio@example.ae')).toBe('mailto:studio@example.ae')
  })
})

describe("the company's one WhatsApp link", () => {
  const phone = '+971 4 555 0147'

  it('is the WhatsApp link the company gave, as given', () => {
    expect(whatsappUrl({ phone, social: { whatsapp: 'https://wa.me/971501234567' } })).toBe('https://wa.me/971501234567')
  })

  it('is a chat with the WhatsApp number the company gave', () => {
    expect(whatsappUrl({ phone, social: { whatsapp: ' +971 50 123 4567 ' } })).toBe('https://wa.me/971501234567')
  })

  it('is a chat with the phone when the company gave no WhatsApp', () => {
    expect(whatsappUrl({ phone, social: { whatsapp: '' } })).toBe('https://wa.me/97145550147')
    expect(whatsappUrl({ phone })).toBe('https://wa.me/97145550147')
  })
})
