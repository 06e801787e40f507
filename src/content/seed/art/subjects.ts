/** What a demo picture can show: one scene family each. */
export const subjects = [
  'living',
  'kitchen',
  'bathroom',
  'bedroom',
  'office',
  'retail',
  'restaurant',
  'cafe',
  'clinic',
  'gym',
  'padel',
  'pergola',
  'cladding',
  'flooring',
  'joinery',
  'villa',
  'hotel',
  'salon',
  'exhibition',
  'studio',
  'portrait',
] as const

export type Subject = (typeof subjects)[number]
