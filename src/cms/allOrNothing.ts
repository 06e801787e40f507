import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/** Runs `work` in one transaction on `req`: every write it makes, or (when it throws) none. */
export async function allOrNothing<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  await initTransaction(req)
  try {
    const result = await work()
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
