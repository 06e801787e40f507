import { type LeadFormProps, LeadFormView } from './client/LeadFormView'
import { definitionOf, type FormName } from './definitions'

/** One of the site's forms by its name, with its definition. */
export function LeadForm({ form, ...props }: Omit<LeadFormProps, 'name' | 'definition'> & { form: FormName }) {
  return <LeadFormView name={form} definition={definitionOf(form)} {...props} />
}
