'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { type BaseSyntheticEvent, useId, useState } from 'react'
import { type FieldError, type Resolver, useForm } from 'react-hook-form'

import { definitionOf, type FieldSpec, type FormName, honeypotField } from '../definitions'
import { announceSent } from './sentNotice'
import { sendForm } from './send'

/** What SPEC §4 does after a successful submission. */
export type Transition = { go: 'navigate'; href: string; delayMs?: number } | { go: 'reload'; delayMs: number }

export type LeadFormProps = {
  form: FormName
  submitLabel: string
  /** Shown where the visitor lands, so they know it worked. */
  successMessage: string
  transition: Transition
  /** Offered when sending fails. */
  fallback: { phone: string; telHref: string; chatUrl?: string | null }
  defaults?: Record<string, string>
  uploadMaxBytes: number
  /** Field names laid out two per row on wide screens. */
  className?: string
  compact?: boolean
}

const inputClass =
  'mt-1 block w-full rounded-md border border-ink/25 bg-white px-3.5 py-2.5 text-ink placeholder:text-ink-soft/70 aria-[invalid=true]:border-[#b42318]'

const extensionsOf = { pdf: ['pdf'], doc: ['doc'], docx: ['docx'], png: ['png'], jpg: ['jpg', 'jpeg'] } as const

/**
 * One of the site's forms, from its definition: SPEC §5's messages under the fields after a submit
 * attempt, nothing sent while an error remains, a disabled button with progress while sending,
 * SPEC §4's transition on success, and an alert that keeps every value on failure.
 */
export function LeadForm({
  form: name,
  submitLabel,
  successMessage,
  transition,
  fallback,
  defaults = {},
  uploadMaxBytes,
  className = '',
  compact = false,
}: LeadFormProps) {
  const form = definitionOf(name)
  const id = useId()
  const router = useRouter()
  const [failure, setFailure] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [file, setFile] = useState<File | undefined>()
  const [fileError, setFileError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, string>>({
    // The form's schema is one of six; its fields are strings by construction.
    resolver: zodResolver(form.schema as never) as unknown as Resolver<Record<string, string>>,
    defaultValues: Object.fromEntries(form.fields.map((spec) => [spec.name, defaults[spec.name] ?? ''])),
  })

  const checkFile = (candidate: File | undefined): string | null => {
    if (!form.file) return null
    if (!candidate) return form.file.requiredMessage
    const extension = candidate.name.split('.').pop()?.toLowerCase() ?? ''
    const allowed = form.file.kinds.flatMap((kind) => extensionsOf[kind] as readonly string[])
    if (!allowed.includes(extension)) return `Choose a ${form.file.kinds.map((kind) => kind.toUpperCase()).join(', ')} file`
    if (candidate.size > uploadMaxBytes) return `The file is larger than ${Math.floor(uploadMaxBytes / 1024 / 1024)} MB`
    return null
  }

  const finish = (element: HTMLFormElement | undefined) => {
    announceSent(successMessage)
    element?.closest('dialog')?.close()
    const act = () => {
      if (transition.go === 'reload') window.location.reload()
      else if (transition.href.startsWith('/')) router.push(transition.href)
      else window.location.assign(transition.href)
    }
    if (transition.delayMs) setTimeout(act, transition.delayMs)
    else act()
  }

  const onValid = async (values: Record<string, string>, event?: BaseSyntheticEvent) => {
    const problem = checkFile(file)
    setFileError(problem)
    if (problem) return
    setFailure(null)
    const element = event?.target as HTMLFormElement | undefined
    const honeypot = (element?.elements.namedItem(honeypotField) as HTMLInputElement | null)?.value
    const result = await sendForm(form, { ...values, ...(honeypot ? { [honeypotField]: honeypot } : {}) }, file, setProgress)
    setProgress(null)
    if (result.ok) return finish(element)
    if ('fieldErrors' in result) {
      for (const [field, message] of Object.entries(result.fieldErrors)) {
        if (field === form.file?.field) setFileError(message)
        else setError(field, { type: 'server', message })
      }
      return
    }
    setFailure(result.message)
  }

  const onInvalid = () => setFileError(checkFile(file))

  const fieldId = (field: string) => `${id}-${field}`
  const errorId = (field: string) => `${id}-${field}-error`

  const renderField = (spec: FieldSpec) => {
    const error = errors[spec.name] as FieldError | undefined
    const common = {
      id: fieldId(spec.name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId(spec.name) : undefined,
      className: inputClass,
      ...register(spec.name),
    }
    return (
      <div key={spec.name} className={spec.input === 'textarea' ? 'sm:col-span-2' : ''}>
        <label htmlFor={fieldId(spec.name)} className={compact ? 'sr-only' : 'text-sm font-medium text-ink'}>
          {spec.label}
        </label>
        {spec.input === 'select' ? (
          <select {...common}>
            <option value="">{spec.choices!.placeholder}</option>
            {spec.choices!.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
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
        {error?.message && (
          <p id={errorId(spec.name)} className="mt-1 text-sm text-[#b42318]">
            {error.message}
          </p>
        )}
      </div>
    )
  }

  const busyLabel = progress !== null && form.file ? `Uploading ${Math.round(progress * 100)}%` : 'Sending…'

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className={className}>
      <div className={`grid gap-4 ${compact ? '' : 'sm:grid-cols-2'}`}>
        {form.fields.map(renderField)}
        {form.file && (
          <div className="sm:col-span-2">
            <label htmlFor={fieldId(form.file.field)} className="text-sm font-medium text-ink">
              {form.file.label}
            </label>
            <input
              id={fieldId(form.file.field)}
              name={form.file.field}
              type="file"
              accept={form.file.accept}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? errorId(form.file.field) : undefined}
              onChange={(event) => {
                const chosen = event.target.files?.[0]
                setFile(chosen)
                if (fileError) setFileError(checkFile(chosen))
              }}
              className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-sand file:px-3 file:py-1.5`}
            />
            {fileError && (
              <p id={errorId(form.file.field)} className="mt-1 text-sm text-[#b42318]">
                {fileError}
              </p>
            )}
          </div>
        )}
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {failure && (
        <div role="alert" className="mt-4 rounded-md border border-[#b42318]/40 bg-[#fef3f2] p-4 text-sm text-[#7a271a]">
          <p className="font-semibold">{failure} Your details are still here: please try again.</p>
          <p className="mt-1">
            Or reach us directly: call <a href={fallback.telHref} className="underline">{fallback.phone}</a>
            {fallback.chatUrl && (
              <>
                {' '}or{' '}
                <a href={fallback.chatUrl} target="_blank" rel="noopener noreferrer" className="underline">
                  message us on WhatsApp
                </a>
              </>
            )}
            .
          </p>
        </div>
      )}
      <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="btn btn-primary mt-5 w-full sm:w-auto">
        {isSubmitting ? busyLabel : submitLabel}
      </button>
    </form>
  )
}
