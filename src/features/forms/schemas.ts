import * as z from 'zod/mini'

import { multiLine, singleLine } from './cleanText'
import type { FieldInput, FieldSpec } from './fields'
import type { FormDefinition } from './definitions'
import { englishFormWords } from './words/en'
import type { FormWords } from './words/formWords'

/**
 * Each form's schema, made from its definition and shared by the browser and the server. The 'is
 * required' messages are the definition's (SPEC §5's, word for word, in English); the format
 * messages are ours (docs/deviations.md), in the language of the words given.
 *
 * Every value is cleaned before it is checked: a one-line field loses its line breaks and tabs (one
 * space each run), controls and bidi controls; a message keeps its lines. What is stored, mailed
 * and logged is the cleaned value.
 */
const required = (message: string, clean: (value: string) => string = singleLine) =>
  z.string(message).check(z.overwrite(clean), z.trim(), z.minLength(1, message))

/** The check of each kind of field, its format messages in the words' language. */
const checksIn = (words: FormWords): Record<FieldInput, (spec: FieldSpec) => z.ZodMiniType<string>> => {
  const maxLength = (max: number) => z.maxLength(max, words.tooLong(max))
  return {
    text: (spec) => required(spec.requiredMessage).check(maxLength(200)),
    textarea: (spec) => required(spec.requiredMessage, multiLine).check(maxLength(5000)),
    email: (spec) => required(spec.requiredMessage).check(maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, words.invalidEmail)),
    tel: (spec) =>
      required(spec.requiredMessage).check(
        maxLength(30),
        z.regex(/^\+?[\d\s().-]{7,}$/, words.invalidPhone),
        z.refine((value) => value.replace(/\D/g, '').length >= 7, words.invalidPhone),
      ),
    url: (spec) =>
      required(spec.requiredMessage).check(maxLength(300), z.regex(/^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i, words.invalidLink)),
    // A choice of the list: empty or still the placeholder means not chosen.
    select: (spec) =>
      z.string(spec.requiredMessage).check(z.refine((value) => spec.choices!.options.includes(value), spec.requiredMessage)),
  }
}

/** The check of one field; its 'is required' message is the field's own (in its definition's language). */
export const fieldSchema = (spec: FieldSpec, words: FormWords = englishFormWords) => checksIn(words)[spec.input](spec)

/** The check of a form's text fields (its file is checked apart, as files are). */
export const schemaOf = (form: FormDefinition, words: FormWords = englishFormWords) =>
  z.object(Object.fromEntries(form.fields.map((spec) => [spec.name, fieldSchema(spec, words)])))

/** The first message per field, as the forms show them and the server's 422 answers carry them. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}

/** A form's values checked: the cleaned values, or SPEC §5's message per field. */
export function checkValues(form: FormDefinition, values: Record<string, unknown>, words: FormWords = englishFormWords) {
  const parsed = schemaOf(form, words).safeParse(Object.fromEntries(form.fields.map((spec) => [spec.name, values[spec.name]])))
  return parsed.success
    ? { ok: true as const, data: parsed.data as Record<string, string> }
    : { ok: false as const, errors: fieldErrors(parsed.error) }
}
