import type { ServiceCopy } from '../types'
import { commercialDesignCopy } from './commercialDesign'
import { interiorFitOutCopy } from './interiorFitOut'
import { joineryCopy } from './joinery'
import { residentialCopy } from './residential'

/** The body copy of every service landing page, by slug. */
export const serviceCopy: Record<string, ServiceCopy> = {
  ...interiorFitOutCopy,
  ...commercialDesignCopy,
  ...residentialCopy,
  ...joineryCopy,
}
