import { PageLink } from '@/components/PageLink'

import { absoluteUrl } from '@/cms/env'
import { pageLanguage } from '@/features/site/pageContext'
import { localizedPath } from '@/lib/localePaths'
import { words } from '@/features/site/words'
import { JsonLd } from './JsonLd'

export type Crumb = { label: string; path: string }

/** Home › … › the current page, with its BreadcrumbList structured data. */
export function Breadcrumb({ trail, className = '' }: { trail: Crumb[]; className?: string }) {
  const t = words().breadcrumb
  const crumbs: Crumb[] = [{ label: t.home, path: '/' }, ...trail]
  return (
    <nav aria-label={t.label} className={className}>
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {/* '›' is mirrored by the browser itself in right-to-left text (Unicode's Bidi_Mirrored). */}
              {index > 0 && <span aria-hidden="true">›</span>}
              {current ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <PageLink href={crumb.path} className="underline-offset-4 hover:underline">
                  {crumb.label}
                </PageLink>
              )}
            </li>
          )
        })}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            item: absoluteUrl(localizedPath(pageLanguage(), crumb.path)),
          })),
        }}
      />
    </nav>
  )
}
