import type { jobRoles } from '@/features/forms/options'

type Vacancy = {
  title: string
  /** The job role the application form preselects. */
  role: (typeof jobRoles.options)[number]
  experience: string
  description: string
}

/** SPEC §2.8's ten open vacancies, in its order; the experience texts of the spec included. */
export const demoVacancies: Vacancy[] = [
  {
    title: 'Senior Accountant',
    role: 'Senior Accountant',
    experience: '6+ years',
    description:
      'Own the monthly close, project cost reports and VAT returns for a busy design and build studio. UAE experience in contracting or fit-out, and confidence with retention and progress billing, are essential.',
  },
  {
    title: 'Junior Accountant',
    role: 'Junior Accountant',
    experience: '1 to 2 years',
    description:
      'Support the finance team with supplier invoices, petty cash, bank reconciliations and subcontractor statements. A tidy, curious accountant who wants to learn how projects are costed.',
  },
  {
    title: 'Project Engineer',
    role: 'Project Engineer',
    experience: '6 years',
    description:
      'Coordinate fit-out sites from mobilisation to handover: shop drawings, authority submissions, MEP coordination and snagging. Experience with Dubai Municipality, DDA or Trakhees approvals is a strong advantage.',
  },
  {
    title: 'Designer',
    role: 'Designer',
    experience: '5 years',
    description:
      'Lead concepts for villas, offices and restaurants from mood board to detailed drawings. Strong 3D skills, a sense for materials and light, and the patience to detail a joint properly.',
  },
  {
    title: 'Gypsum Carpenters',
    role: 'Gypsum Carpenter',
    experience: '3+ years',
    description:
      'Build partitions, bulkheads and feature ceilings in gypsum board to a fine finish, reading drawings and working cleanly in occupied buildings.',
  },
  {
    title: 'Finishing Carpenters',
    role: 'Finishing Carpenter',
    experience: '3+ years',
    description:
      'Install joinery, doors, wall panelling and wardrobes on site, scribing and fixing to the standard our clients expect in premium homes and hotels.',
  },
  {
    title: 'Plumber',
    role: 'Plumber',
    experience: '3+ years',
    description:
      'Carry out first and second fix plumbing for bathroom and kitchen renovations, from concealed cisterns to rain showers, and leave every joint tested.',
  },
  {
    title: 'Estimator',
    role: 'Estimator',
    experience: '4+ years',
    description:
      'Price fit-out and joinery packages from drawings and site visits, build clear BOQs and work with designers to keep proposals within a client’s budget.',
  },
  {
    title: 'Draftsman',
    role: 'Draftsman',
    experience: '3+ years',
    description:
      'Prepare shop drawings, joinery details and authority drawing sets in AutoCAD, keeping revisions in order across several live projects.',
  },
  {
    title: 'Business Development Manager',
    role: 'Business Development/Sales',
    experience: '5+ years',
    description:
      'Open doors with developers, landlords and hospitality groups across the UAE, and turn first meetings into signed fit-out and renovation projects.',
  },
]
