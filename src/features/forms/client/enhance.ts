import { byteSize } from '@/lib/byteSize'

import { afterSuccess } from '../afterSuccess'
import type { FormDefinition, FormName } from '../definitions'
import { honeypotField, pageLanguageField, proofOfWorkField } from '../protocol'
import { fileKinds, kindOfName } from '../fileKinds'
import { controlOf, showFailure, showFieldErrors } from '../formDom'
import { checkValues } from '../schemas'
import type { FormWords } from '../words/formWords'
import { translated } from '../words/translated'
import type { FormSettings } from './formSettings'
import { announceLeadSent } from './leadSent'
import { startProofOfWork, takeProofOfWork } from './proofOfWork'
import { sendForm } from './send'
import { announceSent } from './sentNotices'

type Options = FormSettings & {
  form: FormName
  /** The form's definition, in English: it is shown in the language of `words`. */
  definition: FormDefinition
  /** The words of the page's language (words/load.ts). */
  words: FormWords
}

/**
 * Takes over a form's submission in the page: SPEC §5's messages under the fields after a submit
 * attempt (then following what the visitor types), nothing sent while an error remains, a disabled
 * button with progress while sending, SPEC §4's transition on success, and an alert that keeps
 * every value on failure. The form's markup stays the server's (LeadFormView). No framework: it
 * runs in pages that load none (leadForms.ts). It speaks the page's language, and tells the server
 * which it is.
 */
export function enhance(element: HTMLFormElement, options: Options) {
  const words = options.words
  const form = translated(options.form, options.definition, words)
  const names = [...form.fields.map((spec) => spec.name), ...(form.file ? [form.file.field] : [])]
  const button = element.querySelector<HTMLButtonElement>('[data-submit]')!
  let attempted = false
  let sending = false

  const chosenFile = () => (form.file ? (controlOf(element, form.file.field) as HTMLInputElement).files?.[0] : undefined)

  const fileProblem = (file: File | undefined): string | null => {
    if (!form.file) return null
    if (!file) return form.file.requiredMessage
    if (!kindOfName(file.name, form.file.kinds)) return words.fileKind(form.file.kinds.map((kind) => fileKinds[kind].name))
    if (file.size > options.uploadMaxBytes) return words.fileTooLarge(byteSize(options.uploadMaxBytes))
    return null
  }

  const check = () => {
    const entries = new FormData(element)
    const checked = checkValues(form, Object.fromEntries(form.fields.map((spec) => [spec.name, String(entries.get(spec.name) ?? '')])), words)
    const errors = checked.ok ? {} : { ...checked.errors }
    const problem = fileProblem(chosenFile())
    if (problem) errors[form.file!.field] = problem
    return { data: checked.ok ? checked.data : undefined, errors }
  }

  const focus = (control: Element | undefined | null) => (control as HTMLElement | undefined | null)?.focus()

  const setBusy = (label: string | null) => {
    button.disabled = label !== null
    button.toggleAttribute('aria-busy', label !== null)
    button.textContent = label ?? form.submitLabel
  }

  const finish = () => {
    announceLeadSent(options.form)
    const { href, delayMs } = afterSuccess(form, { companySite: options.companySite, currentPage: window.location.pathname })
    // A page of this site that follows (the same page reloaded, or another) shows the notice too.
    announceSent(form.successMessage, { beforeReload: href.startsWith('/') })
    element.closest('dialog')?.close()
    const go = () => {
      if (form.after === 'samePage') window.location.reload()
      else window.location.assign(href)
    }
    if (delayMs) setTimeout(go, delayMs)
    else go()
  }

  // After the first attempt each field's message follows what is typed or chosen in it.
  const recheck = (event: Event) => {
    const name = (event.target as HTMLInputElement).name
    if (attempted && names.includes(name)) showFieldErrors(element, [name], check().errors)
  }
  element.addEventListener('input', recheck)
  element.addEventListener('change', recheck)

  element.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (sending) return
    attempted = true
    const { data, errors } = check()
    const firstInvalid = showFieldErrors(element, names, errors)
    if (firstInvalid || !data) return focus(firstInvalid)
    showFailure(element, null)
    sending = true
    setBusy(words.sending)
    const honeypot = (element.elements.namedItem(honeypotField) as HTMLInputElement | null)?.value
    const file = chosenFile()
    const proof = await takeProofOfWork()
    const fields = {
      ...data,
      [pageLanguageField]: words.locale,
      ...(honeypot ? { [honeypotField]: honeypot } : {}),
      ...(proof ? { [proofOfWorkField]: proof } : {}),
    }
    const result = await sendForm(form, fields, file, (fraction) => {
      if (file) setBusy(words.uploading(Math.round(fraction * 100)))
    })
    sending = false
    setBusy(null)
    if (result.ok) return finish()
    if ('fieldErrors' in result) return focus(showFieldErrors(element, names, result.fieldErrors))
    showFailure(element, words.failed(result.reason ?? words[result.failure]))
  })
  // Loaded on the visitor's first touch of the form: the proof of work is solved while they type.
  void startProofOfWork().catch(() => undefined)
  element.dataset.enhanced = ''
}
