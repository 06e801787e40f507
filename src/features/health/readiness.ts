export type ReadinessCheck = { name: string; run: () => Promise<void>; when?: () => boolean }
export type Readiness = { ready: boolean; checks: Record<string, string> }

/** How long a check may take: a database that hangs makes the probe fail quickly, not hang. */
export const checkTimeoutMs = 2000

const attempts = new Map<ReadinessCheck['run'], Promise<void>>()

/**
 * One attempt of a check at a time: probes that come while a part hangs share its attempt, so a
 * hung database holds one connection, not one per probe.
 */
function attempt(run: ReadinessCheck['run']): Promise<void> {
  let running = attempts.get(run)
  if (!running) {
    running = run().finally(() => attempts.delete(run))
    attempts.set(run, running)
  }
  return running
}

function withinTime(work: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200)

/** Runs the checks side by side: 'ok' or the reason of each, and whether all passed. */
export async function readiness(checks: ReadinessCheck[], timeoutMs = checkTimeoutMs): Promise<Readiness> {
  const applicable = checks.filter((check) => check.when?.() ?? true)
  const results = await Promise.all(
    applicable.map((check) =>
      withinTime(attempt(check.run), timeoutMs).then(
        () => 'ok',
        (error: unknown) => reasonOf(error),
      ),
    ),
  )
  const report = Object.fromEntries(applicable.map((check, index) => [check.name, results[index]!]))
  return { ready: results.every((result) => result === 'ok'), checks: report }
}
