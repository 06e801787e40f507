/**
 * The page's only script before the visitor reaches for anything, inline at the end of every page
 * (Site.astro; bundled into one function by the `site:scripts` integration, astro.config.mjs). It
 * loads no code of its own: it remembers where the visit came from (for the leads), counts the view
 * once the page is shown (features/visits), shows the forms' thank-you notice, and marks what is due for its code (`data-due`) — a lead form reached for or whose submission the guard holds, an element of
 * `data-enhance` when its moment comes — then loads the page's script loader once (boot.ts, whose
 * address its element carries in `data-loader`) and tells it.
 */
import { rememberVisit } from '../../features/attribution/client/visit'
import { onLeadFormReached } from '../../features/forms/client/reach'
import { showSentNotices } from '../../features/forms/client/sentNotices'
import { countView } from '../../features/visits/client/countView'
import { dueEvent } from './due'
import { watchIslands } from './triggers'

const script = document.currentScript as HTMLScriptElement
const loader = script.dataset.loader!
let loaded: Promise<unknown> | undefined

function due(element: Element) {
  element.setAttribute('data-due', '')
  loaded ??= import(/* @vite-ignore */ loader)
  void loaded.then(() => window.dispatchEvent(new Event(dueEvent)))
}

const { visit, landed } = rememberVisit()
// Counted on pages that exist, for visitors (not in an editor's preview): Site.astro says which.
if (script.hasAttribute('data-count')) countView(visit, landed)
showSentNotices()
onLeadFormReached(due)
watchIslands(due)
