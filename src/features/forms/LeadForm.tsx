import { type LeadFormProps, LeadFormView } from './client/LeadFormView'
import { definitionOf, type FormName } from './definitions'

/**
 * One of the site's forms by its name. The server hands the form its definition: the pages' script
 * carries none of the six definitions, and a page holds each of its forms' definitions once.
 */
export function LeadForm({ form, ...props }: Omit<LeadFormProps, 'name' | 'definition'> & { form: FormName }) {
  return <LeadFormView name={form} definition={definitionOf(form)} {...props} />
}
