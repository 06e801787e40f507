/**
 * `client:site`, the page's only script before the visitor reaches for anything: inlined by Astro
 * in every page (Site.astro places the one island that uses it, SiteScripts). It loads no code of
 * its own: it shows the forms' thank-you notice, and marks what is due for its code (`data-due`) —
 * a lead form reached for or whose submission the guard holds, an island (src/site/islands) when
 * its moment comes — then loads the page's script loader once (islands/boot.ts) and tells it.
 */
import type { ClientDirective } from 'astro'

import { onLeadFormReached } from '../../features/forms/client/reach'
import { showSentNotices } from '../../features/forms/client/sentNotices'
import { dueEvent } from '../islands/due'
import { watchIslands } from '../islands/triggers'

const site: ClientDirective = (load) => {
  let loaded: Promise<unknown> | undefined
  const due = (element: Element) => {
    element.setAttribute('data-due', '')
    loaded ??= load().then((hydrate) => hydrate())
    void loaded.then(() => window.dispatchEvent(new Event(dueEvent)))
  }
  showSentNotices()
  onLeadFormReached(due)
  watchIslands(due)
}

export default site
