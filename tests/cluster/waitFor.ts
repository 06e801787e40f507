/** Polls `ready` until it returns true (a throw ends the wait at once), or fails after `timeoutMs`. */
export async function waitFor(ready: () => Promise<boolean> | boolean, timeoutMs: number, intervalMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`Still waiting after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
