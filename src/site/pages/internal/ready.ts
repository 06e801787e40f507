/** Answers once this server takes requests: server.mjs waits for it at start, and /readyz asks it. server.mjs never forwards /internal/*. */
export const GET = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
