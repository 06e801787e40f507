/** Fired at a form whose submission waits for its enhancement (LeadFormView loads it and submits again). */
export const pendingSubmitEvent = 'lead-form-pending'

/** Marks a form whose submission is held (globals.css shows its button busy). */
export const pendingAttribute = 'data-pending'

/** How long a held submission waits for the enhancement before it is posted as a plain form. */
export const enhancementWaitMs = 8000

/**
 * Runs in the page before anything else (an inline script, so before the site's scripts have
 * loaded): a lead form submitted before its enhancement has arrived is held, marked
 * `pendingAttribute`, and announced with `pendingSubmitEvent`, so that the enhancement checks it once
 * it has loaded (SPEC §4: nothing is sent while an error remains). Should the enhancement never
 * arrive, the form is posted as it is after `waitMs`, as it would be without JavaScript.
 */
export function holdEarlySubmissions(eventName: string, pending: string, waitMs: number) {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-lead-form') || form.hasAttribute('data-enhanced')) return
      event.preventDefault()
      if (form.hasAttribute(pending)) return
      form.setAttribute(pending, '')
      form.dispatchEvent(new Event(eventName))
      setTimeout(() => {
        if (form.hasAttribute('data-enhanced') || !form.hasAttribute(pending)) return
        form.removeAttribute(pending)
        HTMLFormElement.prototype.submit.call(form)
      }, waitMs)
    },
    true,
  )
}
