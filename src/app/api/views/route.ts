import { payloadClient } from '@/features/site/payload'
import { receiveView } from '@/features/visits/server/receiveView'

/** Issue 26: a page view, counted without cookies or identifiers (features/visits). */
export const POST = async (request: Request) => receiveView(await payloadClient(), request)
