import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { withLanguage } from '@/features/site/pageContext'
import { FormSettingsProvider } from './client/formSettings'
import { LeadForm } from './LeadForm'

const settings = { companySite: '/', fallback: { phone: '+971 4 555 0147', telHref: 'tel:+97145550147' }, uploadMaxBytes: 10_000_000 }
const rendered = () => renderToStaticMarkup(<FormSettingsProvider settings={settings}><LeadForm form="contact" /></FormSettingsProvider>)

describe('a form on a page', () => {
  it('speaks the page’s language, and says it to the server', () => {
    const arabic = withLanguage('ar', rendered)
    expect(arabic).toContain('class="form-label">الاسم</label>')
    expect(arabic).toContain('name="_language" value="ar"')
    expect(arabic).toContain('أرسل الرسالة</button>')
    expect(arabic).toContain('شكراً على رسالتك')
    expect(arabic).not.toContain('Send message')

    const english = withLanguage('en', rendered)
    expect(english).toContain('class="form-label">Name</label>')
    expect(english).toContain('name="_language" value="en"')
    expect(english).toContain('Send message</button>')
  })
})
