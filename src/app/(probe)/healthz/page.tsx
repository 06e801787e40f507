import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'OK', robots: { index: false } }

/**
 * A trivial static page: load balancers probe it, and the benchmark measures every page against it
 * (the cheapest response Next can serve from the same build).
 */
export default function Healthz() {
  return <p>OK</p>
}
