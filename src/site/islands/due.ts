/** Told to the page's script loader (boot.ts) when an element is marked `data-due` (siteScript.ts). */
export const dueEvent = 'site:due'
/** Fired at an island once it is hydrated. */
export const hydratedEvent = 'site:hydrated'
