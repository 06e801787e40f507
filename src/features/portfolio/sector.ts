import type { Project, Sector } from '@/payload-types'

/** The sector of a case study read with its sector (depth 1 or more); null when it was not read. */
export const sectorOf = (project: Pick<Project, 'sector'>): Sector | null => (typeof project.sector === 'object' ? project.sector : null)
