import type { ConsentWords } from './consentWords'

export const englishConsentWords: ConsentWords = {
  locale: 'en',
  settings: 'Cookie settings',
  title: 'Your privacy, your choice',
  text: (providers) =>
    `We count visits to our pages without cookies. With your consent, we would also use ${providers} tags, which set cookies: to see which pages help and which campaigns brought you. Nothing loads until you answer. `,
  providers: (names) => names.join(' and '),
  privacyPolicy: 'Privacy policy',
  purposes: {
    analytics: { label: 'Analytics', text: 'Which pages help visitors, so that we can improve them.' },
    marketing: { label: 'Marketing', text: 'Which of our campaigns brought you, and advertising that suits you.' },
  },
  chooseLegend: 'Choose what to allow',
  rejectAll: 'Reject all',
  choose: 'Choose',
  saveChoice: 'Save choice',
  acceptAll: 'Accept all',
}
