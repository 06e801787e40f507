import type { CollectionConfig, Config, Field, Tab } from 'payload'

const Cell = '@/features/companyTime/admin/CompanyDateCell#CompanyDateCell'

const withCell = (field: Field): Field => {
  switch (field.type) {
    case 'date':
      // A date with its own zone (scheduled publishing) is shown in that zone by Payload.
      return field.timezone || field.admin?.components?.Cell ? field : { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Cell } } }
    case 'row':
    case 'collapsible':
      return { ...field, fields: field.fields.map(withCell) }
    case 'tabs':
      return { ...field, tabs: field.tabs.map((tab): Tab => ('name' in tab && tab.name ? tab : { ...tab, fields: tab.fields.map(withCell) })) }
    default:
      return field
  }
}

/** Payload's own timestamps, as it adds them (payload/dist/collections/config/sanitize.js), with the cell. */
const timestamp = (name: 'createdAt' | 'updatedAt'): Field => ({
  name,
  type: 'date',
  index: true,
  label: ({ t }) => (t as (key: string) => string)(`general:${name}`),
  admin: { disableBulkEdit: true, hidden: true, components: { Cell } },
})

const declaresField = (collection: CollectionConfig, name: string) => collection.fields.some((field) => 'name' in field && field.name === name)

function withCompanyTimes(collection: CollectionConfig): CollectionConfig {
  const fields = collection.fields.map(withCell)
  if (collection.timestamps === false) return { ...collection, fields }
  const timestamps = (['updatedAt', 'createdAt'] as const).filter((name) => !declaresField(collection, name)).map(timestamp)
  return { ...collection, fields: [...fields, ...timestamps] }
}

/** Every date column of every list, Payload's own timestamps included, on the company's clock. */
export const companyTimeCells = (config: Config): Config => ({ ...config, collections: config.collections?.map(withCompanyTimes) })
