import { describe, expect, it } from 'vitest'

import { mailHref, telHref, whatsappHref, whatsappNumber, whatsappSetApart, whatsappUrl } from './contact'

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

  it('is a chat with the phone unless the company set its WhatsApp apart', () => {
    expect(whatsappUrl({ phone, social: { whatsappSeparate: false, whatsapp: 'https://wa.me/971501234567' } })).toBe('https://wa.me/97145550147')
    expect(whatsappUrl({ phone })).toBe('https://wa.me/97145550147')
  })

  it('is the WhatsApp link the company set apart, as given', () => {
    expect(whatsappUrl({ phone, social: { whatsappSeparate: true, whatsapp: 'https://wa.me/971501234567?text=Hi' } })).toBe(
      'https://wa.me/971501234567?text=Hi',
    )
  })

  it('is a chat with the WhatsApp number the company set apart', () => {
    expect(whatsappUrl({ phone, social: { whatsappSeparate: true, whatsapp: ' +971 50 123 4567 ' } })).toBe('https://wa.me/971501234567')
  })

  it('is a chat with the phone when the company set its WhatsApp apart but left it empty', () => {
    expect(whatsappUrl({ phone, social: { whatsappSeparate: true, whatsapp: '' } })).toBe('https://wa.me/97145550147')
  })

  it('reads details saved before the choice existed as they behaved: their own WhatsApp when it reached another number', () => {
    expect(whatsappSetApart({ phone, social: { whatsapp: 'https://wa.me/971501234567' } })).toBe(true)
    expect(whatsappSetApart({ phone, social: { whatsapp: 'https://wa.me/97145550147' } })).toBe(false)
    expect(whatsappSetApart({ phone, social: { whatsapp: '' } })).toBe(false)
  })
})

describe('the number a WhatsApp reaches', () => {
  it('reads it from a wa.me link, an api.whatsapp.com link or a number as written', () => {
    expect(whatsappNumber('https://wa.me/971501234567?text=Hello')).toBe('971501234567')
    expect(whatsappNumber('https://api.whatsapp.com/send?phone=971501234567')).toBe('971501234567')
    expect(whatsappNumber('+971 50 123 4567')).toBe('971501234567')
  })
})
