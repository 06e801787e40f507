import { pendingAttribute, pendingSubmitEvent } from './submitGuard'

/** The events that make a lead form's code load: reaching for it, or a submission the guard held. */
export const reachEvents = ['focusin', 'pointerdown', pendingSubmitEvent] as const

/** The lead form an event happened in, if any. */
export const leadFormOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLFormElement>('form[data-lead-form]') : null

/** Calls `reached` with each lead form reached for from now on, and each whose submission is already held. */
export function onLeadFormReached(reached: (form: HTMLFormElement) => void) {
  for (const type of reachEvents) {
    // Captured: the guard's event does not bubble.
    document.addEventListener(type, (event) => {
      const form = leadFormOf(event.target)
      if (form) reached(form)
    }, { capture: true, passive: true })
  }
  document.querySelectorAll<HTMLFormElement>(`form[data-lead-form][${pendingAttribute}]`).forEach(reached)
}
