import { astroOrigin } from '../cms/env.ts'

/** Throws unless the public pages' server answers (its /internal/ready, which reads nothing): a check of /readyz, and the wait at start. */
export async function astroAnswers(origin = astroOrigin()): Promise<void> {
  const response = await fetch(new URL('/internal/ready', origin), { signal: AbortSignal.timeout(2_000) })
  if (!response.ok) throw new Error(`answered ${response.status}`)
}
