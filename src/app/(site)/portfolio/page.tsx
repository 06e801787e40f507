import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { metadataOfPage, PageView } from '@/features/pages/PageView'
import { ProjectCard } from '@/features/portfolio/ProjectCard'
import { sectorOf } from '@/features/portfolio/sector'
import { SectorFilter } from '@/features/portfolio/SectorFilter'
import { getPage, listProjects, listSectors } from '@/features/site/queries'
import { listingSlugs } from '@/lib/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(listingSlugs.portfolio)
  return page ? metadataOfPage(page) : {}
}

/** Every case study as a card, filterable by sector. */
export default async function PortfolioIndex() {
  const [page, projects, sectors] = await Promise.all([getPage(listingSlugs.portfolio), listProjects(), listSectors()])
  if (!page) notFound()
  const present = sectors.filter((sector) => projects.some((project) => sectorOf(project)?.id === sector.id))
  return (
    <>
      <PageView page={page} />
      <section aria-label="Projects" className="wrap pb-20">
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
