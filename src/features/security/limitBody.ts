import { byteSize } from '@/lib/byteSize'
import { bodyLimitOf } from '@/server/bodyLimits'

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

const tooLarge = (limit: number) =>
  Response.json(
    { errors: [{ message: `The request body is larger than ${byteSize(limit)}.` }] },
    { status: 413, headers: { 'Cache-Control': 'no-store', Connection: 'close' } },
  )

/** A copy of the body that fails, and says so, once more than `limit` bytes pass through it. */
function counted(body: ReadableStream<Uint8Array>, limit: number) {
  const state = { exceeded: false }
  let size = 0
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size > limit) {
          state.exceeded = true
          controller.error(new Error('request body too large'))
        } else controller.enqueue(chunk)
      },
    }),
  )
  return { stream, state }
}

/**
 * Caps the body of a Payload REST route (bodyLimitOf: 1 MB, or the upload limit for uploads):
 * refused with 413 when its declared length or the bytes actually sent pass the cap, before or
 * while Payload reads it, never after reading it whole.
 */
export function limitBody<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    const limit = bodyLimitOf(new URL(request.url).pathname)
    if (!request.body || limit === undefined) return handler(request, context)
    if (Number(request.headers.get('content-length')) > limit) return tooLarge(limit)
    const { stream, state } = counted(request.body, limit)
    try {
      const response = await handler(new Request(request, { body: stream, duplex: 'half' } as RequestInit), context)
      return state.exceeded ? tooLarge(limit) : response
    } catch (error) {
      // The handler may fail on the cut body before it answers: the answer is still 413.
      if (state.exceeded) return tooLarge(limit)
      throw error
    }
  }
}
