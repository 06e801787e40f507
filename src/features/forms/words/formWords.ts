import type { Locale } from '@/lib/locales'
import type { FormName } from '../definitions'
import type { OptionValue } from '../options'

/** A field's words in another language: its label (a choice's placeholder too) and its 'is required' message. */
export type FieldWords = { label: string; requiredMessage: string }

/** The definitions' words in another language (the English are the definitions' own, SPEC's words). */
export type Translation = {
  /** Each form's words; its label is what one lead is called in the mail thanking its sender ('your quote request'). */
  forms: Record<FormName, { label: string; submitLabel: string; successMessage: string }>
  /** By the field's English label: the words of a field are written once for every form that has it. */
  fields: Record<string, FieldWords>
  /** The text each choice is shown as, by its stored value (which stays the spec's English). */
  options: Record<OptionValue, string>
}

/** Everything the forms say besides their definitions, in one language. */
export type FormWords = {
  locale: Locale
  sending: string
  uploading: (percent: number) => string
  tooLong: (max: number) => string
  invalidEmail: string
  invalidPhone: string
  invalidLink: string
  fileKind: (kindNames: readonly string[]) => string
  fileTooLarge: (size: string) => string
  /** Why the browser could not send a form, when the server gave no reason. */
  unreachable: string
  tooSlow: string
  notSent: string
  /** The failure alert: why, and that nothing typed is lost. */
  failed: (reason: string) => string
  /** Under the failure alert: 'Or reach us directly: call <phone> or <message us on WhatsApp>.' */
  reachUs: string
  or: string
  whatsapp: string
  honeypot: string
  dismiss: string
  /** Above a form a plain post brought back with messages (server/formPage.ts). */
  problems: (count: number) => string
  /** The page of its own when the form's page cannot be had. */
  notSentTitle: string
  fillInOnSite: string
  backToSite: string
  translation?: Translation
}
