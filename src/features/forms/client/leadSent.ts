/** Told to the page when a lead form's submission is stored (enhance.ts): the consented tags count it (features/consent). */
export const leadSentEvent = 'site:lead-sent'

export const announceLeadSent = (form: string) => window.dispatchEvent(new CustomEvent(leadSentEvent, { detail: { form } }))
