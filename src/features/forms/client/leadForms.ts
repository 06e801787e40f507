import type { FormName } from '../definitions'
import type { FormSettings } from './formSettings'
import { formSettingsElementId } from './pageData'
import { pendingAttribute } from './submitGuard'

/**
 * The lead forms' enhancement in the browser, with no framework: a form's code (enhance.ts), the
 * forms' definitions and their words in the page's language load when the visitor first reaches for
 * one, with the settings the page wrote as JSON once (formSettings.tsx). A submission the guard held meanwhile (submitGuard.ts) is sent
 * again through the enhancement, which checks it.
 */

const enhancements = new WeakMap<HTMLFormElement, Promise<void>>()

const jsonOf = <T>(selector: string): T => JSON.parse(document.querySelector(selector)!.textContent!) as T

/** Loads and runs the enhancement of `form` once; then submits again a submission held until now. */
export function enhanceLeadForm(form: HTMLFormElement): Promise<void> {
  let enhancement = enhancements.get(form)
  if (!enhancement) {
    const name = form.dataset.leadForm as FormName
    // The words too load only now: a page's first load carries no word of the forms.
    const words = import('../words/load').then(({ loadFormWords }) => loadFormWords(document.documentElement.lang))
    enhancement = Promise.all([import('./enhance'), import('../definitions'), words]).then(
      ([{ enhance }, { definitionOf }, words]) =>
        enhance(form, { form: name, definition: definitionOf(name), words, ...jsonOf<FormSettings>(`#${formSettingsElementId}`) }),
    )
    enhancements.set(form, enhancement)
  }
  return enhancement.then(() => {
    if (!form.hasAttribute(pendingAttribute)) return
    form.removeAttribute(pendingAttribute)
    form.requestSubmit()
  })
}
