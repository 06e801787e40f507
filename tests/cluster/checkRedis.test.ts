import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkRedis } from '@/server/checkRedis'

/** The readiness check of REDIS_URL (the cluster's Redis, started by scripts/test-cluster.sh). */
describe('checkRedis', () => {
  const admin = createClient({ url: process.env.REDIS_URL })
  beforeAll(() => admin.connect())
  // Redis takes no command until the pause is over: this waits for it.
  afterAll(async () => {
    await admin.ping()
    await admin.close()
  })

  it('passes while Redis answers, and says so when it stops answering', async () => {
    await expect(checkRedis()).resolves.toBeUndefined()
    await admin.sendCommand(['CLIENT', 'PAUSE', '2000', 'ALL'])
    await expect(checkRedis(300)).rejects.toThrow('Redis did not answer within 300 ms')
  })
})
