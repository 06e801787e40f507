import { sectorLabel, sectors } from './types'

/** The demo's portfolio sectors, in the order of the portfolio's filter buttons. */
export const demoSectors = sectors.map((slug, order) => ({ slug, name: sectorLabel(slug), order: order + 1 }))
