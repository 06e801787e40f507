import { localeDirections, type Locale } from '@/lib/locales'

/** What the mail thanking a visitor says: its subject, and its paragraphs (as text, and as HTML). */
export type Acknowledgement = { subject: string; paragraphs: string[] }

/** The facts the mail states: the visitor's name, what their lead is called in the mail's language, the studio's name and phone. */
type Facts = { name: string; lead: string; company: string; phone: string }

/** A number kept left to right in a right-to-left line (its + stays in front): an isolate, in text and HTML alike. */
const leftToRight = (text: string) => `\u2066${text}\u2069`

/** The mail in each language; the lead's language chooses. */
export const acknowledgementIn: Record<Locale, (facts: Facts) => Acknowledgement> = {
  en: ({ name, lead, company, phone }) => ({
    subject: `Thank you, we have received your ${lead.toLowerCase()}`,
    paragraphs: [
      `Dear ${name},`,
      `Thank you for contacting ${company}. We have received your ${lead.toLowerCase()} and will reply within one working day.`,
      `If it is urgent, call us on ${phone}.`,
      company,
    ],
  }),
  ar: ({ name, lead, company, phone }) => ({
    subject: `شكراً لك، تلقّينا ${lead}`,
    paragraphs: [
      `مرحباً ${name}،`,
      `شكراً لتواصلك مع ${company}. تلقّينا ${lead} وسنرد عليك خلال يوم عمل واحد.`,
      `إن كان الأمر عاجلاً، اتصل بنا على ${leftToRight(phone)}.`,
      `مع أطيب التحيات،\n${company}`,
    ],
  }),
}

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!)

/** The mail's text and its HTML, which reads in the language's direction (right to left in Arabic). */
export function acknowledgementBody(mail: Acknowledgement, locale: Locale) {
  const html = mail.paragraphs.map((paragraph) => `<p>${escaped(paragraph).replaceAll('\n', '<br>')}</p>`).join('\n')
  return {
    text: mail.paragraphs.join('\n\n'),
    html: `<!DOCTYPE html><html lang="${locale}" dir="${localeDirections[locale]}"><body><div dir="${localeDirections[locale]}">${html}</div></body></html>`,
  }
}
