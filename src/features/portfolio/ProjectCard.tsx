import { PageLink } from '@/components/PageLink'

import { MediaImage } from '@/components/MediaImage'
import { sectorOf } from './sector'
import { pathOfProject } from '@/lib/routes'
import type { Project } from '@/payload-types'
import { coverOf } from './coverOf'

/** A case study on the portfolio index: picture, title (the link), location and sector. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <article className="group link-card">
      <div className="aspect-[4/3] overflow-hidden bg-sand">
        <MediaImage
          media={coverOf(project)}
          sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          className="zoom"
        />
      </div>
      <div className="p-5">
        <h2 className="font-display text-xl">
          <PageLink href={pathOfProject(project.slug)} className="stretched-link">
            {project.title}
          </PageLink>
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{project.location}</p>
        <p className="pill mt-3">
          {sectorOf(project)?.name}
        </p>
      </div>
    </article>
  )
}
