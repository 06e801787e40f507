import { Breadcrumb } from '@/components/Breadcrumb'
import { JsonLd } from '@/components/JsonLd'
import { MediaImage } from '@/components/MediaImage'
import { RichText } from '@/components/RichText'
import { caseStudy } from '@/features/seo/structuredData'
import { getCompany } from '@/features/site/queries'
import { sectorLabel } from '@/content/types'
import { pathOfProject } from '@/lib/routes'
import type { Project } from '@/payload-types'
import { ProjectFacts } from './ProjectFacts'
import { ProjectGallery } from './ProjectGallery'
import { ProjectVideo } from './ProjectVideo'
import { videoOf } from './videoProps'

export const breadcrumbOfProject = (project: Project) => project.breadcrumb || project.title

/**
 * A case study (SPEC §2.7): the 'Portfolio' bar with Home › the project's own name, then the
 * project: main picture with its dark-red accent, description box, facts, and the photos (or the
 * video) that open in the lightbox. A feature video plays full width above the description.
 */
export async function ProjectView({ project }: { project: Project }) {
  const company = await getCompany()
  const path = pathOfProject(project.slug)
  const video = videoOf(project)
  const featureVideo = video?.feature ? video : null
  const inlineVideo = video && !video.feature ? video : null
  const hasImage = typeof project.mainImage === 'object' && project.mainImage !== null
  const sellingPoints = project.sellingPoints ?? []
  return (
    <>
      <div className="bg-sand">
        <div className="wrap py-10">
          <p className="font-display text-3xl sm:text-4xl">Portfolio</p>
          <Breadcrumb className="mt-3 text-ink-soft" trail={[{ label: breadcrumbOfProject(project), path }]} />
        </div>
      </div>
      {featureVideo && <ProjectVideo {...featureVideo} />}
      <article className="wrap py-14">
        <div className={`grid gap-10 ${hasImage ? 'lg:grid-cols-2' : ''}`}>
          {hasImage && (
            <div className="self-start border-l-8 border-wine">
              <MediaImage media={project.mainImage} sizes="(min-width: 64rem) 38rem, 100vw" priority className="h-auto w-full" />
            </div>
          )}
          <div>
            <h1 className="font-display text-3xl leading-tight sm:text-4xl">{project.title}</h1>
            <p className="mt-2 text-ink-soft">
              {project.location} · {sectorLabel(project.sector)}
            </p>
            <div className="mt-6 rounded-lg bg-sand p-6">
              {featureVideo && <h2 className="mb-3 font-display text-2xl">Project Description</h2>}
              <RichText data={project.description} className="prose-site text-base" />
              {project.services && project.services.length > 0 && (
                <p className="mt-4 text-sm text-ink-soft">
                  <span className="font-semibold text-ink">Services: </span>
                  {project.services.join(', ')}
                </p>
              )}
              <ProjectFacts facts={project.facts} />
            </div>
          </div>
        </div>
        {inlineVideo && (
          <ul aria-label="Gallery" className="mt-12">
            <li>
              <ProjectVideo {...inlineVideo} />
            </li>
          </ul>
        )}
        <div className="mt-12">
          <ProjectGallery project={project} />
        </div>
        {sellingPoints.length > 0 && (
          <section aria-labelledby="why-choose" className="mt-16">
            <h2 id="why-choose" className="font-display text-3xl">
              Why Choose {company.name}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2">
              {sellingPoints.map((point) => (
                <li key={point.id ?? point.title} className="rounded-lg border border-stone p-6">
                  <h3 className="text-lg font-semibold">{point.title}</h3>
                  <p className="mt-2 text-ink-soft">{point.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      <JsonLd data={caseStudy(project, company, path)} />
    </>
  )
}
