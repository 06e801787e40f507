import { isShuttingDown } from '@/server/shutdownState'

/** An instance that is shutting down finishes what it serves but wants no new traffic. */
export async function notShuttingDown() {
  if (isShuttingDown()) throw new Error('shutting down')
}
