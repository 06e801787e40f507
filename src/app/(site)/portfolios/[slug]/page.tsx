import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { coverOf } from '@/features/portfolio/coverOf'
import { ProjectView } from '@/features/portfolio/ProjectView'
import { pageMetadata } from '@/features/seo/metadata'
import { getProject, listProjects } from '@/features/site/queries'
import { pathOfProject } from '@/lib/routes'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await listProjects()).map((project) => ({ slug: project.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await getProject((await params).slug)
  if (!project) notFound()
  return pageMetadata(pathOfProject(project.slug), project.title, project.meta, { picture: coverOf(project) })
}

/** A portfolio case study. */
export default async function ProjectPage({ params }: Props) {
  const project = await getProject((await params).slug)
  if (!project) notFound()
  return <ProjectView project={project} />
}
