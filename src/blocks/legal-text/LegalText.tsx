import { siteUrl } from '@/cms/env'
import { RichText } from '@/components/RichText'
import { prepareLegalText } from '@/features/legal/legalText'
import { websiteName } from '@/features/legal/websiteName'
import { getCompany, getRetentionMonths } from '@/features/site/queries'
import { retentionTexts } from '@/features/privacy/retentionText'
import { pageLanguage } from '@/features/site/pageContext'
import type { LegalTextBlock } from '@/payload-types'
import { words } from '@/features/site/words'

/** A legal document with the company's details filled in; numbered sections under a table of contents when asked. */
export async function LegalText({ block }: { block: LegalTextBlock }) {
  const [company, months] = await Promise.all([getCompany(), getRetentionMonths()])
  const { data, sections } = prepareLegalText(block.content, {
    company: company.name,
    email: company.email,
    phone: company.phone,
    address: company.address,
    jurisdiction: company.jurisdiction,
    website: websiteName(siteUrl(), company.name),
    ...retentionTexts(months, pageLanguage()),
  })
  const numbered = block.tableOfContents && sections.length > 0
  const t = words().legal
  return (
    <section aria-label={numbered ? t.terms : t.policy} className="wrap pb-20">
      {numbered && (
        <nav aria-labelledby={`contents-${block.id}`} className="mb-12 max-w-3xl rounded-lg border border-stone bg-sand p-6 sm:p-8">
          <h2 id={`contents-${block.id}`} className="font-display text-2xl">
            {t.contents}
          </h2>
          <ol className="mt-4 list-decimal space-y-1.5 ps-6 text-ink-soft sm:columns-2 sm:gap-10">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="underline-offset-4 hover:text-wine hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <RichText
        data={data}
        className={numbered ? 'prose-site legal-numbered' : 'prose-site'}
        converters={{
          heading: ({ node, nodesToJSX }) => {
            const Tag = (['h2', 'h3', 'h4'].includes(node.tag) ? node.tag : 'h2') as 'h2' | 'h3' | 'h4'
            const anchor = (node as { anchor?: string }).anchor
            return (
              <Tag id={anchor} className={anchor ? 'scroll-mt-32' : undefined}>
                {nodesToJSX({ nodes: node.children })}
              </Tag>
            )
          },
        }}
      />
    </section>
  )
}
