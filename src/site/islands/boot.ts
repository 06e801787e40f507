/**
 * The page's script loader, loaded by the inline `client:site` directive (directives/site.ts) the
 * first time something is due: a lead form gets its enhancement and an element marked
 * `data-enhance` its script (enhancers.ts). Rendered by
 * Site.astro as an island of the `site:scripts` renderer (scriptsRenderer.ts), which writes no
 * markup and loads no runtime.
 */
import { enhanceLeadForm } from '@/features/forms/client/leadForms'

import { dueEvent } from './due'
import { enhance } from './enhancers'
import { scriptsIsland } from './scriptsRenderer'

export const SiteScripts = scriptsIsland

function runDue() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-due]')) {
    element.removeAttribute('data-due')
    if (element instanceof HTMLFormElement) void enhanceLeadForm(element)
    else void enhance(element)
  }
}

if (!import.meta.env.SSR) window.addEventListener(dueEvent, runDue)
