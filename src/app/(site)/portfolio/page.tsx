import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { MediaImage } from '@/components/MediaImage'
import { metadataOfPage, PageView } from '@/features/pages/PageView'
import { getPage, listProjects } from '@/features/site/queries'
import { listingSlugs, pathOfProject } from '@/lib/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(listingSlugs.portfolio)
  return page ? metadataOfPage(page) : {}
}

/** Every case study as a card. */
export default async function PortfolioIndex() {
  const [page, projects] = await Promise.all([getPage(listingSlugs.portfolio), listProjects()])
  if (!page) notFound()
  return (
    <>
      <PageView page={page} />
      <section aria-label="Projects" className="wrap pb-20">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <article className="group h-full overflow-hidden rounded-lg border border-stone bg-white">
                <div className="relative aspect-[4/3] bg-sand">
                  <MediaImage
                    media={project.mainImage}
                    fill
                    sizes="(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw"
                    className="object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                </div>
                <div className="p-5">
                  <h2 className="font-display text-xl">
                    <Link href={pathOfProject(project.slug)} className="after:absolute after:inset-0 hover:text-wine">
                      {project.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-ink-soft">{project.location}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
