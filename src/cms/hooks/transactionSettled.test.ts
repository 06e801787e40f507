import { describe, expect, it } from 'vitest'

import { transactionSettled } from './transactionSettled'

describe('transactionSettled', () => {
  it('resolves at once for a save outside a transaction', async () => {
    let settled = false
    void transactionSettled({}).then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(true)
  })

  it('waits while the transaction is open and resolves once Payload has removed it', async () => {
    const req: { transactionID?: string } = { transactionID: 'open' }
    let settled = false
    void transactionSettled(req, { pollMs: 1 }).then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(settled).toBe(false)
    delete req.transactionID
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(settled).toBe(true)
  })

  it('gives up on a transaction left open past its limit', async () => {
    await expect(transactionSettled({ transactionID: 'never closed' }, { pollMs: 1, limitMs: 20 })).resolves.toBeUndefined()
  })
})
