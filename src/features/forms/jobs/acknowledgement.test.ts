import { describe, expect, it } from 'vitest'

import { acknowledgementBody, acknowledgementIn } from './acknowledgement'

const facts = { name: 'ليلى <حداد>', lead: 'طلبك لعرض السعر', company: 'Atelier Studio', phone: '+971 4 555 0147' }

describe('the mail thanking a visitor', () => {
  it('is written in Arabic, right to left, for an Arabic lead, with what the visitor typed escaped', () => {
    const mail = acknowledgementIn.ar(facts)
    expect(mail.subject).toBe('شكراً لك، تلقّينا طلبك لعرض السعر')
    const { text, html } = acknowledgementBody(mail, 'ar')
    expect(text).toContain('مرحباً ليلى <حداد>،')
    expect(text).toContain('اتصل بنا على \u2066+971 4 555 0147\u2069.')
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('ليلى &lt;حداد&gt;')
    expect(html).not.toContain('<حداد>')
  })

  it('keeps its English words', () => {
    const mail = acknowledgementIn.en({ ...facts, name: 'Layla Haddad', lead: 'Quote request' })
    expect(mail.subject).toBe('Thank you, we have received your quote request')
    expect(acknowledgementBody(mail, 'en').text).toBe(
      'Dear Layla Haddad,\n\nThank you for contacting Atelier Studio. We have received your quote request and will reply within one working day.\n\nIf it is urgent, call us on +971 4 555 0147.\n\nAtelier Studio',
    )
  })
})
