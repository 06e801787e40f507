import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { metadataOfProject, ProjectView } from '@/features/portfolio/ProjectView'
import { getProject, listProjects } from '@/features/site/queries'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await listProjects()).map((project) => ({ slug: project.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOfProject((await getProject((await params).slug)) ?? notFound())
}

/** A portfolio case study. */
export default async function ProjectPage({ params }: Props) {
  return <ProjectView project={(await getProject((await params).slug)) ?? notFound()} />
}
