import { Breadcrumb } from '@/components/Breadcrumb'
import { JsonLd } from '@/components/JsonLd'
import { OpenDialogButton } from '@/components/OpenDialogButton'
import { quoteDialogId } from '@/features/enquiry/dialogIds'
import { MediaImage } from '@/components/MediaImage'
import { RichText } from '@/components/RichText'
import { languagesOf } from '@/features/seo/languages'
import { pageMetadata } from '@/features/seo/metadata'
import { caseStudy } from '@/features/seo/structuredData'
import { getCompany } from '@/features/site/queries'
import { coverOf } from './coverOf'
import { sectorOf } from './sector'
import { pathOfProject } from '@/lib/routes'
import type { Project } from '@/payload-types'
import { KeyFacts, ProjectDetails } from './ProjectFacts'
import { ProjectNeighbours } from './ProjectNeighbours'
import { ProjectGallery } from './ProjectGallery'
import { ProjectVideo } from './ProjectVideo'
import { videoOf } from './videoProps'
import { words } from '@/features/site/words'

export const metadataOfProject = (project: Project) =>
  pageMetadata(pathOfProject(project.slug), project.title, project.meta, { picture: coverOf(project), languages: languagesOf(project) })

export const breadcrumbOfProject = (project: Project) => project.breadcrumb || project.title

/**
 * A case study (SPEC §2.7): the 'Portfolio' bar with Home › the project's own name, the lead picture
 * full width with its dark-red accent, the description beside the key facts, the photos (or the
 * video) that open in the lightbox, the neighbouring case studies, and one call to act. A feature
 * video plays full width above the description.
 */
export async function ProjectView({ project }: { project: Project }) {
  const company = await getCompany()
  const path = pathOfProject(project.slug)
  const video = videoOf(project)
  const featureVideo = video?.feature ? video : null
  const inlineVideo = video && !video.feature ? video : null
  const hasImage = typeof project.mainImage === 'object' && project.mainImage !== null
  const sellingPoints = project.sellingPoints ?? []
  const t = words()
  return (
    <>
      <div className="bg-sand">
        <div className="wrap flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 py-5">
          <p className="font-display text-2xl">{t.portfolio.bar}</p>
          <Breadcrumb className="text-sm text-ink-soft" trail={[{ label: breadcrumbOfProject(project), path }]} />
        </div>
      </div>
      {featureVideo && <ProjectVideo {...featureVideo} />}
      <article>
        {hasImage && (
          <div className="wrap pt-8">
            <div className="overflow-hidden rounded-e-md border-s-4 border-wine">
              <MediaImage
                media={project.mainImage}
                sizes="(min-width: 80rem) 76rem, 100vw"
                priority={!featureVideo}
                className="aspect-[4/3] w-full object-cover sm:aspect-[16/9] lg:aspect-[21/9]"
              />
            </div>
          </div>
        )}
        <header className="wrap pt-12">
          <h1 className="font-display text-4xl leading-tight sm:text-5xl">{project.title}</h1>
          <p className="mt-3 text-ink-soft">
            {project.location} · {sectorOf(project)?.name}
          </p>
        </header>
        <div className="wrap grid gap-10 pt-8 pb-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <div className="order-last lg:order-none">
            {featureVideo && <h2 className="mb-6 font-display text-2xl">{t.portfolio.description}</h2>}
            <RichText data={project.description} className="prose-site" />
            {project.services && project.services.length > 0 && (
              <p className="mt-6 text-sm text-ink-soft">
                <span className="font-semibold text-ink">{t.portfolio.services}</span>
                {project.services.join(', ')}
              </p>
            )}
            <ProjectDetails facts={project.facts} />
          </div>
          <KeyFacts project={project} />
        </div>
        <div className="wrap">
          {inlineVideo && (
            <ul aria-label={t.gallery.label}>
              <li>
                <ProjectVideo {...inlineVideo} />
              </li>
            </ul>
          )}
          <ProjectGallery project={project} />
          {sellingPoints.length > 0 && (
            <section aria-labelledby="why-choose" className="mt-16">
              <h2 id="why-choose" className="font-display text-3xl">
                {t.portfolio.whyChoose(company.name)}
              </h2>
              <ul className="mt-8 grid gap-6 sm:grid-cols-2">
                {sellingPoints.map((point) => (
                  <li key={point.id ?? point.title} className="card">
                    <h3 className="text-lg font-semibold">{point.title}</h3>
                    <p className="mt-2 text-ink-soft">{point.text}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ProjectNeighbours title={project.title} slug={project.slug} />
        </div>
      </article>
      <section aria-labelledby="similar-space" className="mt-16 bg-ink py-14 text-white">
        <div className="wrap flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="similar-space" className="font-display text-3xl">
              {t.portfolio.similarHeading}
            </h2>
            <p className="mt-2 text-white/85">{t.portfolio.similarText}</p>
          </div>
          <OpenDialogButton dialogId={quoteDialogId} className="btn btn-primary self-start px-6 py-3 lg:self-auto">
            {t.enquiry.quote}
          </OpenDialogButton>
        </div>
      </section>
      <JsonLd data={caseStudy(project, company, path)} />
    </>
  )
}
