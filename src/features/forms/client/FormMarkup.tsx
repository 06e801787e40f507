import type { ReactNode } from 'react'

import type { FieldSpec, FormDefinition, FormName } from '../definitions'
import { honeypotField, instanceField, pageLanguageField } from '../protocol'
import type { FormWords } from '../words/formWords'
import { acceptOf } from '../fileKinds'

export type FormMarkupProps = {
  name: FormName
  /** The form's definition in the page's language (words/translated.ts). */
  definition: FormDefinition
  /** What the form says besides its definition, in the page's language. */
  words: FormWords
  /** The form's id, prefix of its fields' ids; the same on the server and in the browser. */
  id: string
  fallback: { phone: string; telHref: string; whatsappUrl?: string }
  defaults?: Record<string, string>
  className?: string
  compact?: boolean
}

/**
 * A form's whole markup, made from its definition: a plain form that posts to its SPEC §7
 * endpoint, with a slot under each field for its message (formDom.ts fills them), a summary and a
 * failure alert, the honeypot, and the hidden fields a plain post needs.
 */
export function FormMarkup({
  name,
  definition: form,
  words,
  id,
  fallback,
  defaults = {},
  className = '',
  compact = false,
}: FormMarkupProps): ReactNode {
  const fieldId = (field: string) => `${id}-${field}`
  const errorSlot = (field: string) => <p id={`${fieldId(field)}-error`} data-error-for={field} hidden className="form-error" />

  const renderField = (spec: FieldSpec) => {
    const common = { id: fieldId(spec.name), name: spec.name, className: 'form-input', defaultValue: defaults[spec.name] }
    return (
      <div key={spec.name} className={spec.input === 'textarea' ? 'sm:col-span-2' : undefined}>
        <label htmlFor={fieldId(spec.name)} className={compact ? 'sr-only' : 'form-label'}>
          {spec.label}
        </label>
        {spec.input === 'select' ? (
          <select {...common}>
            <option value="">{spec.choices!.placeholder}</option>
            {spec.choices!.options.map((option) => {
              // An option's value is its text, unless the page's language shows it in other words.
              const shown = spec.choices!.shown?.[option]
              return (
                <option key={option} value={shown && option}>
                  {shown ?? option}
                </option>
              )
            })}
          </select>
        ) : spec.input === 'textarea' ? (
          <textarea rows={4} {...common} />
        ) : (
          <input
            type={spec.input}
            autoComplete={spec.autoComplete}
            placeholder={compact ? spec.label : undefined}
            inputMode={spec.input === 'url' ? 'url' : undefined}
            {...common}
          />
        )}
        {errorSlot(spec.name)}
      </div>
    )
  }

  return (
    <form
      id={id}
      method="post"
      action={form.endpoint}
      encType={form.file ? 'multipart/form-data' : undefined}
      noValidate
      data-lead-form={name}
      className={className || undefined}
    >
      <div data-form-summary role="alert" tabIndex={-1} hidden className="form-alert font-semibold" />
      <div className={compact ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2'}>
        {form.fields.map(renderField)}
        {form.file && (
          <div className="sm:col-span-2">
            <label htmlFor={fieldId(form.file.field)} className="form-label">
              {form.file.label}
            </label>
            <input
              id={fieldId(form.file.field)}
              name={form.file.field}
              type="file"
              accept={acceptOf(form.file.kinds)}
              className="form-input file:me-3 file:rounded file:border-0 file:bg-sand file:px-3 file:py-1.5"
            />
            {errorSlot(form.file.field)}
          </div>
        )}
      </div>
      <div aria-hidden="true" className="honeypot">
        <label>
          {words.honeypot}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={form.tokenField} defaultValue="" />
      <input type="hidden" name={instanceField} defaultValue={id} />
      <input type="hidden" name={pageLanguageField} defaultValue={words.locale} />
      <div data-form-failure role="alert" hidden className="form-alert mt-4 mb-0">
        <p data-failure-reason className="font-semibold" />
        <p className="mt-1">
          {`${words.reachUs} `}
          <a href={fallback.telHref} dir="ltr" className="underline">
            {fallback.phone}
          </a>
          {fallback.whatsappUrl && (
            <>
              {` ${words.or} `}
              <a href={fallback.whatsappUrl} target="_blank" rel="noopener noreferrer" className="underline">
                {words.whatsapp}
              </a>
            </>
          )}
          .
        </p>
      </div>
      <button type="submit" data-submit className="btn btn-primary mt-5 w-full sm:w-auto">
        {form.submitLabel}
      </button>
    </form>
  )
}
