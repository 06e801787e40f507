import type { ChoiceList } from './options'
import type { FileKind } from './fileKinds'

/** How a field is entered: the input's type, or a textarea or a select. */
export type FieldInput = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select'

/** A field of a form: its name (SPEC §3), its visible label, how it is entered and checked. */
export type FieldSpec = {
  name: string
  label: string
  input: FieldInput
  /** SPEC §5's message when it is left empty (or, for a choice, still on its placeholder). */
  requiredMessage: string
  choices?: ChoiceList
  autoComplete?: string
  /** One lead per value, compared in lower case: sending the same value again stores nothing. */
  unique?: boolean
}

/** The file a form takes: SPEC §3's field, its label and message, and the kinds it accepts. */
export type FileRule = {
  field: string
  label: string
  requiredMessage: string
  kinds: readonly FileKind[]
  /** How a download names the file: '<value of namedBy> - <downloadAs>.pdf' ('Layla Haddad - CV.pdf'). */
  downloadAs: string
  namedBy: string
}

type Extra = Partial<Omit<FieldSpec, 'name' | 'input'>>

const field = (name: string, label: string, input: FieldInput, extra: Extra = {}): FieldSpec => ({
  name,
  label,
  input,
  requiredMessage: `${label} is required`,
  ...extra,
})

export const text = (name: string, label: string, extra?: Extra) => field(name, label, 'text', extra)
export const personName = (name: string) => field(name, 'Name', 'text', { autoComplete: 'name' })
export const email = (name: string, extra?: Extra) => field(name, 'Email', 'email', { autoComplete: 'email', ...extra })
export const phone = (name: string) => field(name, 'Phone', 'tel', { autoComplete: 'tel' })
export const link = (name: string, label: string, extra?: Extra) => field(name, label, 'url', extra)
export const message = (name: string) => field(name, 'Message', 'textarea')
/** A choice of a list, labelled by the list's placeholder (SPEC §3: 'Work Type', 'Job Role'...). */
export const choice = (name: string, choices: ChoiceList) => field(name, choices.placeholder, 'select', { choices })
