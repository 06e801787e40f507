import type { Sector } from '../types'

/** The portfolio sectors' names in Arabic (mirrors `demoSectors`' names), by sector slug. */
export const sectorNamesAr: Record<Sector, string> = {
  residential: 'سكني',
  commercial: 'تجاري',
  retail: 'تجارة التجزئة',
  hospitality: 'الضيافة',
  healthcare: 'الرعاية الصحية',
  'sports-and-leisure': 'الرياضة والترفيه',
}
