import { languageOfPath, localizedPath } from '@/lib/localePaths'

import { type FormDefinition, type FormName, formNames, forms } from './definitions'

/** SPEC §9: how long the contact form waits before reloading, and the applications before leaving. */
const transitionDelayMs = 500

/**
 * SPEC §4: where a visitor goes once their form is stored (the home page, the page they are on, or
 * the company's home site), and after how long, for the enhanced form and the plain post alike. The
 * home page is the one of the current page's language (and so is this site's, when it is the
 * company's site).
 */
export function afterSuccess(form: FormDefinition, { companySite, currentPage }: { companySite: string; currentPage: string }) {
  const home = localizedPath(languageOfPath(currentPage.split('?')[0]!).locale, '/')
  switch (form.after) {
    case 'home':
      return { href: home, delayMs: 0 }
    case 'samePage':
      return { href: currentPage, delayMs: transitionDelayMs }
    case 'companySite':
      return { href: companySite === '/' ? home : companySite, delayMs: transitionDelayMs }
  }
}

/** The forms whose plain post, once stored, lands on the page at this path wherever it was sent from. */
export function formsLandingOn(path: string, companySite: string): FormName[] {
  return formNames.filter(
    (name) => forms[name].after !== 'samePage' && afterSuccess(forms[name], { companySite, currentPage: path }).href === path,
  )
}
