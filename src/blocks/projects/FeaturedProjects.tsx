import { PageLink } from '@/components/PageLink'

import { MediaImage } from '@/components/MediaImage'
import { SectionHeading } from '@/components/SectionHeading'
import { pathOfProject, portfolioIndexPath } from '@/lib/routes'
import { coverOf } from '@/features/portfolio/coverOf'
import { listFeaturedProjects } from '@/features/site/queries'
import type { ProjectsBlock } from '@/payload-types'
import { words } from '@/features/site/words'

/** The featured case studies (a project's 'featured' box), each a card linking to its page. */
export async function FeaturedProjects({ block }: { block: ProjectsBlock }) {
  const projects = await listFeaturedProjects(block.limit)
  if (projects.length === 0) return null
  const headingId = `projects-${block.id}`
  return (
    <section aria-labelledby={headingId} className="wrap py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
        <PageLink href={portfolioIndexPath} className="btn btn-outline">
          {words().portfolio.viewPortfolio}
        </PageLink>
      </div>
      <ul className="mt-10 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project, index) => (
          // The first project leads, two columns wide and two rows high on wide screens.
          <li key={project.id} className={index === 0 ? 'lg:col-span-2 lg:row-span-2' : undefined}>
            <PageLink href={pathOfProject(project.slug)} className="project-card group">
              <div className={`overflow-hidden rounded-md bg-stone ${index === 0 ? 'aspect-[4/3] lg:aspect-auto lg:flex-1' : 'aspect-[4/3]'}`}>
                {/* The card's title names the link; the picture adds no words to it. */}
                <MediaImage
                  media={coverOf(project)}
                  alt=""
                  sizes={index === 0 ? '(min-width: 64rem) 52rem, (min-width: 40rem) 50vw, 100vw' : '(min-width: 64rem) 26rem, (min-width: 40rem) 50vw, 100vw'}
                  className="project-photo"
                />
              </div>
              <h3 className="project-title">{project.title}</h3>
              <p className="text-sm text-ink-soft">{project.location}</p>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
