/**
 * Whether this process is shutting down, and the work it must let finish before it exits (the job
 * queue's running batch). Kept on globalThis: server.mjs loads this module itself, and Next's build
 * of the app carries a copy of its own, so module state would not be shared between the two.
 */
type ShutdownState = { shuttingDown: boolean; tasks: Map<string, () => Promise<unknown>> }

const key = Symbol.for('site.shutdown')
const shared = globalThis as Record<symbol, ShutdownState | undefined>
const state = () => (shared[key] ??= { shuttingDown: false, tasks: new Map() })

export const isShuttingDown = () => state().shuttingDown

/** `task` runs once shutdown begins; the process exits when it has settled. Named, so registering twice keeps one. */
export function onShutdown(name: string, task: () => Promise<unknown>) {
  state().tasks.set(name, task)
}

/** Marks the process as shutting down and runs every registered task; resolves with their failures once all have settled. */
export async function beginShutdown(): Promise<unknown[]> {
  state().shuttingDown = true
  const settled = await Promise.allSettled([...state().tasks.values()].map((task) => task()))
  return settled.filter((result) => result.status === 'rejected').map((result) => result.reason)
}
