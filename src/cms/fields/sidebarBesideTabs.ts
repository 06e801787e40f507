import type { Field } from 'payload'

const inSidebar = (field: Field) => 'admin' in field && field.admin?.position === 'sidebar'

/**
 * A collection's fields as the SEO plugin's tabs leave a sidebar: the plugin moves every field of a
 * collection into its 'Content' tab (where a sidebar position is ignored) unless the first field is
 * a tabs field; then what follows it stays outside, and the sidebar fields show in the sidebar.
 */
// internals: seo-tabs
export function sidebarBesideTabs(fields: Field[]): Field[] {
  return [{ type: 'tabs', tabs: [{ label: 'Content', fields: fields.filter((field) => !inSidebar(field)) }] }, ...fields.filter(inSidebar)]
}
