import { parseHTML } from 'linkedom'

import { port } from '@/cms/env'

import { localeDirections, type Locale } from '@/lib/locales'
import { localizedPath } from '@/lib/localePaths'

import { type FormDefinition, type FormName } from '../definitions'
import { instanceField, pageField } from '../protocol'
import { controlOf, showFailure, showFieldErrors } from '../formDom'
import { formWordsIn, type FormWords } from '../words'

/** What a plain post that was not stored comes back with: its values, and why. */
export type FormState = { values: Record<string, unknown>; errors?: Record<string, string>; failure?: string }

const ownServer = () => `http://127.0.0.1:${port()}`

/** The HTML of one of our pages, as any visitor gets it (usually from the page cache). */
async function pageHtml(path: string): Promise<string | undefined> {
  try {
    const url = new URL(path, ownServer())
    if (url.origin !== ownServer()) return undefined
    const response = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual', signal: AbortSignal.timeout(10_000) })
    if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) return undefined
    return await response.text()
  } catch {
    return undefined
  }
}

function fillValues(form: Element, definition: FormDefinition, values: Record<string, unknown>) {
  for (const spec of definition.fields) {
    const control = controlOf(form, spec.name)
    const value = typeof values[spec.name] === 'string' ? (values[spec.name] as string) : ''
    if (!control) continue
    if (control.tagName === 'SELECT') {
      for (const option of control.querySelectorAll('option')) {
        option.toggleAttribute('selected', (option.getAttribute('value') ?? option.textContent) === value)
      }
    } else if (control.tagName === 'TEXTAREA') control.textContent = value
    else control.setAttribute('value', value)
  }
}

/** The form remembers its page: the next post comes from the endpoint's address, not the page's. */
function rememberPage(form: Element, page: string) {
  const input = form.ownerDocument.createElement('input')
  for (const [name, value] of [['type', 'hidden'], ['name', pageField], ['value', page]]) input.setAttribute(name!, value!)
  form.appendChild(input)
}

/** The form shown where it sits: its dialog open, its panel unfolded. */
function unfold(form: Element) {
  form.closest('dialog')?.setAttribute('open', '')
  form.closest('[data-unfolds]')?.setAttribute('data-open', '')
}

/** A page of its own, when the form's page cannot be had: what happened, and the way back, in the words' language. */
function plainPage(words: FormWords, lines: string[], back: string): string {
  const title = words.notSentTitle
  const { document } = parseHTML(`<!DOCTYPE html><html lang="${words.locale}" dir="${localeDirections[words.locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title></head><body><main></main></body></html>`)
  document.title = title
  const main = document.querySelector('main')!
  const add = (tag: string, text: string) => main.appendChild(Object.assign(document.createElement(tag), { textContent: text }))
  add('h1', title)
  for (const line of lines) add('p', line)
  main.appendChild(Object.assign(document.createElement('a'), { href: back, textContent: words.backToSite }))
  return document.toString()
}

const htmlResponse = (status: number, html: string) =>
  new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * The page the visitor posted from, again, with their form as they sent it (files excepted): SPEC
 * §5's messages under the fields and a summary that takes the focus, or the alert of a failure; the
 * messages, the summary and the failure are in the language of `words`, the submission's.
 */
export async function formPage(name: FormName, definition: FormDefinition, page: string, state: FormState, status: number, words: FormWords) {
  const html = await pageHtml(page)
  const { document } = parseHTML(html ?? '<html></html>')
  const instance = typeof state.values[instanceField] === 'string' ? document.getElementById(state.values[instanceField] as string) : null
  const form = instance?.matches(`form[data-lead-form="${name}"]`) ? instance : document.querySelector(`form[data-lead-form="${name}"]`)
  if (!form) {
    const lines = state.errors ? Object.values(state.errors) : [state.failure ?? '']
    return htmlResponse(status, plainPage(words, lines, page))
  }
  fillValues(form, definition, state.values)
  rememberPage(form, page)
  unfold(form)
  let focus: Element | null = null
  if (state.errors) {
    const names = [...definition.fields.map((spec) => spec.name), ...(definition.file ? [definition.file.field] : [])]
    showFieldErrors(form, names, state.errors)
    focus = form.querySelector('[data-form-summary]')
    focus?.removeAttribute('hidden')
    if (focus) focus.textContent = words.problems(Object.keys(state.errors).length)
  }
  if (state.failure) {
    focus = showFailure(form, words.failed(state.failure))
    focus?.setAttribute('tabindex', '-1')
  }
  focus?.setAttribute('autofocus', '')
  return htmlResponse(status, document.toString())
}

/** The answer to a plain post refused before its form could be looked at (sent from another site). */
export function refusalPage(status: number, reason: string, locale: Locale) {
  const words = formWordsIn(locale)
  return htmlResponse(status, plainPage(words, [reason, words.fillInOnSite], localizedPath(locale, '/')))
}
