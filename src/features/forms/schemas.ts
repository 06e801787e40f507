import * as z from 'zod/mini'

import { multiLine, singleLine } from './cleanText'
import type { FieldInput, FieldSpec } from './fields'
import type { FormDefinition } from './definitions'

/**
 * Each form's schema, made from its definition and shared by the browser and the server. The 'is
 * required' messages are SPEC §5's, word for word; the format messages are ours
 * (docs/deviations.md).
 *
 * Every value is cleaned before it is checked: a one-line field loses its line breaks and tabs (one
 * space each run), controls and bidi controls; a message keeps its lines. What is stored, mailed
 * and logged is the cleaned value.
 */
const required = (message: string, clean: (value: string) => string = singleLine) =>
  z.string(message).check(z.overwrite(clean), z.trim(), z.minLength(1, message))

const maxLength = (max: number) => z.maxLength(max, `Keep this under ${max} characters`)

/** The check of each kind of field. */
const checks: Record<FieldInput, (spec: FieldSpec) => z.ZodMiniType<string>> = {
  text: (spec) => required(spec.requiredMessage).check(maxLength(200)),
  textarea: (spec) => required(spec.requiredMessage, multiLine).check(maxLength(5000)),
  email: (spec) =>
    required(spec.requiredMessage).check(maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address')),
  tel: (spec) =>
    required(spec.requiredMessage).check(
      maxLength(30),
      z.regex(/^\+?[\d\s().-]{7,}$/, 'Enter a valid phone number'),
      z.refine((value) => value.replace(/\D/g, '').length >= 7, 'Enter a valid phone number'),
    ),
  url: (spec) =>
    required(spec.requiredMessage).check(
      maxLength(300),
      z.regex(/^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i, 'Enter a valid link, for example https://…'),
    ),
  // A choice of the list: empty or still the placeholder means not chosen.
  select: (spec) =>
    z.string(spec.requiredMessage).check(z.refine((value) => spec.choices!.options.includes(value), spec.requiredMessage)),
}

/** The check of one field. */
export const fieldSchema = (spec: FieldSpec) => checks[spec.input](spec)

/** The check of a form's text fields (its file is checked apart, as files are). */
export const schemaOf = (form: FormDefinition) =>
  z.object(Object.fromEntries(form.fields.map((spec) => [spec.name, fieldSchema(spec)])))

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
export function checkValues(form: FormDefinition, values: Record<string, unknown>) {
  const parsed = schemaOf(form).safeParse(Object.fromEntries(form.fields.map((spec) => [spec.name, values[spec.name]])))
  return parsed.success
    ? { ok: true as const, data: parsed.data as Record<string, string> }
    : { ok: false as const, errors: fieldErrors(parsed.error) }
}
