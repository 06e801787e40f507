/**
 * SPIKE: next/navigation on the Astro side. Pages are documents: following a link loads it (no
 * client router, no prefetch), and a page that is not there is a NotFound the .astro route turns into 404.
 */
export class NotFound extends Error {
  readonly status = 404
  constructor() {
    super('Not found')
  }
}

export function notFound(): never {
  throw new NotFound()
}

const router = {
  prefetch() {},
  push(href: string) {
    window.location.assign(href)
  },
  replace(href: string) {
    window.location.replace(href)
  },
  refresh() {
    window.location.reload()
  },
  back() {
    window.history.back()
  },
}

export function useRouter() {
  return router
}
