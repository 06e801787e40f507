/**
 * The page's script loader, loaded by the inline site script (siteScript.ts) the first time
 * something is due: a lead form gets its enhancement and an element marked `data-enhance` its
 * script (enhancers.ts). A chunk of the client build of its own, whose address the page learns
 * from the `site:scripts` integration (astro.config.mjs, server/siteLoader.ts).
 */
import { enhanceLeadForm } from '@/features/forms/client/leadForms'

import { dueEvent } from './due'
import { enhance } from './enhancers'

function runDue() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-due]')) {
    element.removeAttribute('data-due')
    if (element instanceof HTMLFormElement) void enhanceLeadForm(element)
    else void enhance(element)
  }
}

window.addEventListener(dueEvent, runDue)
