import type { FormName } from '@/features/forms/definitions'

export type PageForm = {
  form: FormName
  heading: string
  intro: string
  /** The form opens the page, right under its banner, with the page's opening words beside it instead of its own intro. */
  opensPage?: boolean
}

/** The inline get-in-touch form of the service pages that carry one (see `serviceFacts`). */
export const getInTouch: PageForm = {
  form: 'consultation',
  heading: 'Get in touch',
  intro: 'Leave your details and one of our designers will call you to arrange a free consultation.',
}

/** The forms the demo main pages carry (SPEC §2.8), by page slug. */
export const pageForms: Record<string, PageForm> = {
  contact: {
    form: 'contact',
    heading: 'Send us a message',
    intro: 'Tell us about your project or your question. We reply within one working day.',
    opensPage: true,
  },
  career: {
    form: 'career',
    heading: 'Join Our Team',
    intro: 'Join us in shaping luxury spaces that inspire. Send us your details and your résumé.',
  },
  'vendor-and-service-providers': {
    form: 'vendor',
    heading: 'Become A vendor',
    intro: 'Register your company and share your profile with our procurement team.',
  },
}
