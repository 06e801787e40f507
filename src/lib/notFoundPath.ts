/** The not-found page's own address (SPEC's not-found helper sends browsers there). */
export const notFoundPath = '/error_404'
