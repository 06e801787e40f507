/**
 * The choice lists of SPEC §3, in the spec's order. Each form's first option is its placeholder.
 * Deviations (docs/deviations.md): 'Juior Accountant' is spelt 'Junior Accountant', and
 * 'Planning and Procurement', listed twice, appears once.
 */

export const workTypes = {
  placeholder: 'Work Type',
  options: ['Interior Design', 'Interior Design & Fit Out', 'Fit Out', 'Turnkey', 'Authority Approvals', 'Other'],
} as const

export const projectCategories = {
  placeholder: 'Project Category',
  options: ['Commercial', 'Residential', 'Retail', 'Medical', 'Hotels', 'Other'],
} as const

export const jobRoles = {
  placeholder: 'Job Role',
  options: [
    'Operations/Office Manager',
    'Business Development/Sales',
    'Draftsman',
    'Marketing',
    'Estimator',
    'Service Providers',
    'Project Manager',
    'Assistant Project Manager/Engineer/Coordinator',
    'Senior Quantity Surveyor',
    'Quantity Surveyor',
    'Mechanical Engineer (MEP)',
    'Planning and Procurement',
    'Architectural Draftsman',
    'Interior Design/Architecture',
    'HSE Officer',
    'Finance and Accounts',
    'Planning Engineer',
    'Site Supervisor/Foreman',
    '3D Visualizer',
    'Senior Accountant',
    'Junior Accountant',
    'Designer',
    'Project Engineer',
    'Gypsum Carpenter',
    'Finishing Carpenter',
    'Plumber',
    'Other',
  ],
} as const

export const vendorCategories = {
  placeholder: 'Category',
  options: [
    'Sub-Contractors',
    'Fire Alarm Companies',
    'Product Suppliers',
    'Labour Suppliers',
    'Service Providers',
    'Other',
    'CCTV Services',
  ],
} as const

/** A list of choices: its placeholder, its stored values and, in another language than English, the text each value is shown as. */
export type ChoiceList = { placeholder: string; options: readonly string[]; shown?: Readonly<Record<string, string>> }

/** Every value a choice may store: the spec's English words, in every language. */
export type OptionValue = (typeof workTypes | typeof projectCategories | typeof jobRoles | typeof vendorCategories)['options'][number]
