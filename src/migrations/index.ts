import type { Migration } from 'payload'

import { usesPostgres } from '@/cms/env'
import { migrations as postgres } from './postgres'
import { migrations as sqlite } from './sqlite'

/** The committed migrations of the adapter in use. */
export const migrations = (): Migration[] => (usesPostgres() ? postgres : sqlite) as Migration[]
