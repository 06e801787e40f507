/**
 * How a form's state shows in its markup, for the browser (the enhanced form) and the server (a
 * form sent without JavaScript, answered with its page again). Both work on the same markup
 * (client/leadFormOf.tsx) through the standard DOM, so a message looks and reads the same either way.
 */

/** The control of a field (its first, for a group of radios, say). */
export const controlOf = (form: Element, name: string) => form.querySelector(`[name="${name}"]`)

const errorSlotOf = (form: Element, name: string) => form.querySelector(`[data-error-for="${name}"]`)

/**
 * SPEC §5's message under each field that has one, the field marked invalid and described by it;
 * the other fields' messages cleared. Returns the first field with a message, in the form's order.
 */
export function showFieldErrors(form: Element, names: readonly string[], errors: Record<string, string>): Element | undefined {
  let first: Element | undefined
  for (const name of names) {
    const control = controlOf(form, name)
    const slot = errorSlotOf(form, name)
    if (!control || !slot) continue
    const message = errors[name]
    slot.textContent = message ?? ''
    if (message) {
      slot.removeAttribute('hidden')
      control.setAttribute('aria-invalid', 'true')
      control.setAttribute('aria-describedby', slot.id)
      first ??= control
    } else {
      slot.setAttribute('hidden', '')
      control.removeAttribute('aria-invalid')
      control.removeAttribute('aria-describedby')
    }
  }
  return first
}

/** The alert that a sending failed, with why (FormWords.failed); or no alert. The visitor's values stay as they are. */
export function showFailure(form: Element, message: string | null): Element | null {
  const alert = form.querySelector('[data-form-failure]')
  const text = alert?.querySelector('[data-failure-reason]')
  if (!alert || !text) return null
  text.textContent = message ?? ''
  if (message) alert.removeAttribute('hidden')
  else alert.setAttribute('hidden', '')
  return alert
}
