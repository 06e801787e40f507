import { astroOrigin, redisUrl, s3Settings } from '@/cms/env'
import { checkStorage } from '@/cms/storageReadiness'
import { astroAnswers } from '@/server/astroAnswers'
import { checkRedis } from '@/server/checkRedis'

import { databaseAnswers } from './databaseCheck'
import { migrationsApplied } from './migrationsCheck'
import type { ReadinessCheck } from './readiness'
import { notShuttingDown } from './shutdownCheck'

/**
 * What this instance needs to serve, in the order /readyz lists it: one line per part. A check
 * throws a short reason when its part fails; `when` limits it to the configurations that have the
 * part (e.g. `when: () => Boolean(s3Settings())`).
 */
export const readinessChecks: ReadinessCheck[] = [
  { name: 'shutdown', run: notShuttingDown },
  { name: 'database', run: databaseAnswers },
  { name: 'migrations', run: migrationsApplied },
  { name: 'storage', run: checkStorage, when: () => Boolean(s3Settings()) },
  { name: 'redis', run: () => checkRedis(), when: () => Boolean(redisUrl()) },
  { name: 'pages', run: () => astroAnswers(), when: () => Boolean(astroOrigin()) },
]
