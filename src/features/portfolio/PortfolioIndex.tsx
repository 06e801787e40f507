import { PageView } from '@/features/pages/PageView'
import { listProjects, listSectors } from '@/features/site/queries'
import type { Page } from '@/payload-types'
import { ProjectCard } from './ProjectCard'
import { sectorOf } from './sector'
import { SectorFilter } from './SectorFilter'
import { words } from '@/features/site/words'

/** The portfolio page's own sections, then every case study as a card, filterable by sector. */
export async function PortfolioIndex({ page }: { page: Page }) {
  const [projects, sectors] = await Promise.all([listProjects(), listSectors()])
  const present = sectors.filter((sector) => projects.some((project) => sectorOf(project)?.id === sector.id))
  return (
    <>
      <PageView page={page} />
      <section aria-label={words().portfolio.projects} className="wrap pb-20">
        <SectorFilter
          sectors={present.map((sector) => ({ value: sector.slug, label: sector.name }))}
          items={projects.map((project) => ({
            key: project.id,
            sector: sectorOf(project)?.slug ?? '',
            card: <ProjectCard project={project} />,
          }))}
        />
      </section>
    </>
  )
}
