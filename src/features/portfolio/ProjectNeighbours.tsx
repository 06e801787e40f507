import { PageLink } from '@/components/PageLink'

import { ArrowRightIcon } from '@/components/icons/interface'
import { getProjectNeighbours } from '@/features/site/queries'
import { pathOfProject } from '@/lib/routes'
import { words } from '@/features/site/words'

/** The previous and next case studies in the portfolio's order, going round at either end. */
export async function ProjectNeighbours({ title, slug }: { title: string; slug: string }) {
  const neighbours = await getProjectNeighbours(title, slug)
  if (!neighbours) return null
  const { previous, next } = neighbours
  const t = words().portfolio
  const link = 'group flex flex-col gap-1 rounded-lg border border-stone p-5 hover:border-ink'
  return (
    <nav aria-label={t.neighbours} className="mt-16 grid gap-4 sm:grid-cols-2">
      <PageLink href={pathOfProject(previous.slug!)} rel="prev" className={link}>
        <span className="text-xs font-semibold tracking-[0.2em] text-brass uppercase">{t.previousProject}</span>
        <span className="font-display text-xl group-hover:text-wine">{previous.title}</span>
      </PageLink>
      <PageLink href={pathOfProject(next.slug!)} rel="next" className={`${link} sm:text-end`}>
        <span className="text-xs font-semibold tracking-[0.2em] text-brass uppercase">{t.nextProject}</span>
        <span className="inline-flex items-center gap-2 font-display text-xl group-hover:text-wine sm:justify-end">
          {next.title} <ArrowRightIcon className="size-4" />
        </span>
      </PageLink>
    </nav>
  )
}
