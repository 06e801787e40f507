import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

/**
 * Runs `work` in one transaction of its own: a try logged with its next try queued, or neither.
 * A job's handler runs outside any transaction, and a delivery left pending without its next
 * try would wait for ever.
 */
export async function inTransaction(payload: Payload, work: (req: PayloadRequest) => Promise<void>) {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await work(req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
