import { PageView } from '@/features/pages/PageView'
import type { Page } from '@/payload-types'
import type { PortfolioList } from './portfolioList'
import { ProjectCard } from './ProjectCard'
import { sectorOf } from './sector'
import { SectorFilter } from './SectorFilter'
import { words } from '@/features/site/words'

/** The portfolio page's own sections, then one page of case studies as cards, filterable by sector. */
export function PortfolioIndex({ page, list }: { page: Page; list: PortfolioList }) {
  return (
    <>
      <PageView page={page} />
      <section aria-label={list.page > 1 ? words().portfolio.projectsPage(list.page) : words().portfolio.projects} className="wrap pb-20">
        <SectorFilter
          list={list}
          items={list.projects.map((project) => ({
            key: project.id,
            sector: sectorOf(project)?.slug ?? '',
            card: <ProjectCard project={project} />,
          }))}
        />
      </section>
    </>
  )
}
