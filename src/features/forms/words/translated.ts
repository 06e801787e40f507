import type { FieldSpec, FileRule, FormDefinition, FormName } from '../definitions'
import type { FieldWords, FormWords } from './formWords'

/**
 * A form's definition in the language of `words`: its labels, messages, submit label, thank-you
 * notice and the text its choices are shown as. Its fields' names and the choices' values stay
 * the spec's, in every language.
 */
export function translated(name: FormName, form: FormDefinition, words: FormWords): FormDefinition {
  const translation = words.translation
  if (!translation) return form
  const wordsOf = ({ label, requiredMessage }: FieldWords): FieldWords => translation.fields[label] ?? { label, requiredMessage }
  const field = (spec: FieldSpec): FieldSpec => {
    const own = wordsOf(spec)
    if (!spec.choices) return { ...spec, ...own }
    const shown = Object.fromEntries(spec.choices.options.map((value) => [value, translation.options[value as keyof typeof translation.options] ?? value]))
    return { ...spec, ...own, choices: { ...spec.choices, placeholder: own.label, shown } }
  }
  const file = (rule: FileRule): FileRule => ({ ...rule, ...wordsOf(rule) })
  return { ...form, ...translation.forms[name], fields: form.fields.map(field), ...(form.file ? { file: file(form.file) } : {}) }
}
