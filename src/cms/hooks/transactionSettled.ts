import type { PayloadRequest } from 'payload'

/**
 * Resolves once the transaction of the save that `req` runs is over. Payload runs a save's
 * afterChange and afterDelete hooks before it commits, and deletes `req.transactionID` once it has
 * committed or rolled back (payload/dist/utilities/commitTransaction.js): a page rendered from the
 * database before then still reads what it held before the save. A save outside any transaction
 * is settled at once; a transaction open longer than `limitMs` is given up on.
 */
// internals: transaction-settled
export async function transactionSettled(req: Pick<PayloadRequest, 'transactionID'>, { pollMs = 5, limitMs = 60_000 } = {}) {
  const giveUpAt = Date.now() + limitMs
  while (req.transactionID && Date.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, pollMs))
}
