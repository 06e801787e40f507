/** A handler of Payload's REST route (src/app/(payload)/api/[...slug]/route.ts), as the wrappers around it take it. */
export type RestHandler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>
