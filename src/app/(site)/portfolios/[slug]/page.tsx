import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumb } from '@/components/Breadcrumb'
import { MediaImage } from '@/components/MediaImage'
import { RichText } from '@/components/RichText'
import { pageMetadata } from '@/features/seo/metadata'
import { getProject, listProjects } from '@/features/site/queries'
import { pathOfProject } from '@/lib/routes'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await listProjects()).map((project) => ({ slug: project.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await getProject((await params).slug)
  return project ? pageMetadata(pathOfProject(project.slug), project.title, project.meta) : {}
}

/** A portfolio case study. */
export default async function ProjectPage({ params }: Props) {
  const project = await getProject((await params).slug)
  if (!project) notFound()
  const hasImage = typeof project.mainImage === 'object' && project.mainImage
  return (
    <>
      <div className="bg-sand">
        <div className="wrap py-10">
          <p className="font-display text-3xl sm:text-4xl">Portfolio</p>
          <Breadcrumb className="mt-3 text-ink-soft" trail={[{ label: project.title, path: pathOfProject(project.slug) }]} />
        </div>
      </div>
      <article className="wrap grid gap-10 py-14 lg:grid-cols-2">
        {hasImage && (
          <div className="border-l-8 border-wine">
            <MediaImage media={project.mainImage} sizes="(min-width: 64rem) 50vw, 100vw" priority className="h-auto w-full" />
          </div>
        )}
        <div className={hasImage ? '' : 'lg:col-span-2'}>
          <h1 className="font-display text-3xl sm:text-4xl">{project.title}</h1>
          <p className="mt-2 text-ink-soft">{project.location}</p>
          <div className="mt-6 rounded-lg bg-sand p-6">
            <RichText data={project.description} className="prose-site text-base" />
          </div>
        </div>
      </article>
    </>
  )
}
