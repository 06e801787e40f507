import { notFound } from 'next/navigation'

/** SPEC's not-found helper sends browsers here: the same not-found page, with its 404 status. */
export default function NotFoundRoute() {
  notFound()
}
