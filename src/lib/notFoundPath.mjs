/** The not-found page's own address (SPEC's not-found helper sends browsers there); plain JavaScript so server.mjs can import it. */
export const notFoundPath = '/error_404'
