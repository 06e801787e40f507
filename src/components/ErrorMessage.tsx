/** The fallback shown when rendering fails (SPEC §2.1's routing fallback text). */
export const errorFallbackText = 'Unexpected Application Error!'

export function ErrorMessage({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="wrap flex flex-col items-center py-24 text-center">
      <h1 className="font-display text-4xl">{errorFallbackText}</h1>
      <p className="mt-4 max-w-xl text-ink-soft">
        Something went wrong while showing this page. Please try again, or go back to the home page.
      </p>
      <div className="mt-8 flex gap-3">
        {onRetry && (
          <button type="button" onClick={onRetry} className="btn btn-primary">
            Try again
          </button>
        )}
        {/* A full page load on purpose: the app that failed is not reused. */}
        <a href="/" className="btn btn-outline">
          Home page
        </a>
      </div>
    </section>
  )
}
