import { pageLanguage } from '@/features/site/pageContext'

import { type LeadFormProps, LeadFormView } from './client/LeadFormView'
import { definitionOf, type FormName } from './definitions'
import { formWordsIn } from './words'
import { translated } from './words/translated'

/** One of the site's forms by its name, with its definition, in the page's language. */
export function LeadForm({ form, ...props }: Omit<LeadFormProps, 'name' | 'definition' | 'words'> & { form: FormName }) {
  const words = formWordsIn(pageLanguage())
  return <LeadFormView name={form} definition={translated(form, definitionOf(form), words)} words={words} {...props} />
}
