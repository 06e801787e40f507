import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { sectorLabel, sectors } from '@/content/types'
import { metadataOfPage, PageView } from '@/features/pages/PageView'
import { ProjectCard } from '@/features/portfolio/ProjectCard'
import { SectorFilter } from '@/features/portfolio/SectorFilter'
import { getPage, listProjects } from '@/features/site/queries'
import { listingSlugs } from '@/lib/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(listingSlugs.portfolio)
  return page ? metadataOfPage(page) : {}
}

/** Every case study as a card, filterable by sector. */
export default async function PortfolioIndex() {
  const [page, projects] = await Promise.all([getPage(listingSlugs.portfolio), listProjects()])
  if (!page) notFound()
  const present = sectors.filter((sector) => projects.some((project) => project.sector === sector))
  return (
    <>
      <PageView page={page} />
      <section aria-label="Projects" className="wrap pb-20">
        <SectorFilter
          sectors={present.map((value) => ({ value, label: sectorLabel(value) }))}
          items={projects.map((project) => ({
            key: project.id,
            sector: project.sector,
            card: <ProjectCard project={project} />,
          }))}
        />
      </section>
    </>
  )
}
