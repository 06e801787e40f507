import type { FormWords } from './formWords'

/** The forms' own words in English; their labels and SPEC §5's messages are the definitions'. */
export const englishFormWords: FormWords = {
  locale: 'en',
  sending: 'Sending…',
  uploading: (percent) => `Uploading ${percent}%`,
  tooLong: (max) => `Keep this under ${max} characters`,
  invalidEmail: 'Enter a valid email address',
  invalidPhone: 'Enter a valid phone number',
  invalidLink: 'Enter a valid link, for example https://…',
  fileKind: (kindNames) => `Choose a ${kindNames.join(', ')} file`,
  fileTooLarge: (size) => `The file is larger than ${size}`,
  unreachable: 'We could not reach the server.',
  tooSlow: 'The server took too long to answer.',
  notSent: 'We could not send your message.',
  failed: (reason) => `${reason} Your details are still here: please try again.`,
  reachUs: 'Or reach us directly: call',
  or: 'or',
  whatsapp: 'message us on WhatsApp',
  honeypot: 'Leave this empty',
  dismiss: 'Dismiss',
  problems: (count) =>
    `There ${count === 1 ? 'is a problem with 1 field' : `are problems with ${count} fields`}: see the message${count === 1 ? '' : 's'} below.`,
  notSentTitle: 'Your form was not sent',
  fillInOnSite: 'Please fill in the form on our site.',
  backToSite: 'Back to the site',
}
