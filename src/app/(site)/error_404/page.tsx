import { notFound } from 'next/navigation'

/** Thrown here too, so that the page takes the not-found page's title. */
export function generateMetadata(): never {
  notFound()
}

/** SPEC's not-found helper sends browsers here: the same not-found page, with its 404 status. */
export default function NotFoundRoute() {
  notFound()
}
