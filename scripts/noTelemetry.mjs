/**
 * Next's and Astro's command-line tools report anonymous usage to their makers unless told not to:
 * every script that runs them (build, start, dev, tests, benchmarks) passes this environment.
 */
export const noTelemetry = { NEXT_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1' }
