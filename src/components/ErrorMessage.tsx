import { pageLanguage } from '@/features/site/pageContext'
import { words } from '@/features/site/words'
import { localizedPath } from '@/lib/localePaths'

/** The fallback shown when rendering fails (SPEC §2.1's routing fallback text, in English), in the page's language. */
export function ErrorMessage({ onRetry }: { onRetry?: () => void }) {
  const t = words().error
  return (
    <section className="wrap flex flex-col items-center py-24 text-center">
      <h1 className="font-display text-4xl">{t.heading}</h1>
      <p className="mt-4 max-w-xl text-ink-soft">{t.text}</p>
      <div className="mt-8 flex gap-3">
        {onRetry && (
          <button type="button" onClick={onRetry} className="btn btn-primary">
            {t.retry}
          </button>
        )}
        {/* A full page load on purpose: the app that failed is not reused. */}
        <a href={localizedPath(pageLanguage(), '/')} className="btn btn-outline">
          {t.home}
        </a>
      </div>
    </section>
  )
}
