/** SPIKE: next/headers on the Astro side: no draft mode (preview stays on Next for now). */
export async function draftMode() {
  return { isEnabled: false, enable() {}, disable() {} }
}

export async function headers() {
  return new Headers()
}

export async function cookies() {
  return { get: () => undefined, getAll: () => [], has: () => false }
}
