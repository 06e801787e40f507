import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { projectSlugs } from '../demoRoutes'
import type { Video } from '@/payload-types'
import { layoutCopy } from '../layoutCopy'
import { inOrder } from '../layouts/types'
import { richTextFromParagraphs } from '../lexical'
import { subjectOfPoster, subjectOfProject, subjectOfProjectGallery } from '../pictureSubjects'
import { demoVideos, featuredProjectSlugs, galleryScenes, projectFactsCopy, videoCaseStudy } from '../projectDetails'
import { projectFacts } from '../projectFacts'
import { projectCopy } from '../project-copy'
import { demoSectors } from '../sectors'
import type { ProjectCopy } from '../types'
import type { DemoPictures } from './images'

/** The demo video of a case study, uploaded with a drawn poster the first time. */
async function demoVideo(payload: Payload, picture: DemoPictures, slug: string): Promise<Video['id']> {
  const video = demoVideos[slug]
  if (!video) throw new Error(`No demo video for the case study '${slug}'`)
  const existing = await payload.find({ collection: 'videos', where: { filename: { equals: video.file } }, limit: 1, depth: 0 })
  if (existing.docs[0]) return existing.docs[0].id
  const poster = await picture(`poster-${slug}`, video.title, subjectOfPoster(slug), { width: video.width * 2, height: video.height * 2 })
  const data = await fs.readFile(path.join(import.meta.dirname, 'videos', video.file))
  const created = await payload.create({
    collection: 'videos',
    context: skipRevalidation,
    data: { title: video.title, poster, videoWidth: video.width, videoHeight: video.height },
    file: { data, mimetype: 'video/mp4', name: video.file, size: data.length },
  })
  return created.id
}

function galleryAlts(copy: ProjectCopy, count: number): string[] {
  const scenes = galleryScenes[copy.sector] ?? []
  return Array.from({ length: count }, (_, index) =>
    layoutCopy.projects.galleryAlt(copy.title, scenes[index % scenes.length] ?? 'interior', index >= scenes.length),
  )
}

/** The demo's years of handover: the newest case studies first, back over six years. */
const handoverYear = (order: number) => 2025 - (order % 6)

/** Creates the demo sectors that do not exist yet; the id of each demo sector. */
async function seedSectors(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const sector of demoSectors) {
    const { docs } = await payload.find({ collection: 'sectors', where: { slug: { equals: sector.slug } }, limit: 1, depth: 0 })
    ids.set(sector.slug, docs[0]?.id ?? (await payload.create({ collection: 'sectors', context: skipRevalidation, data: sector })).id)
  }
  return ids
}

export async function seedProjects(payload: Payload, picture: DemoPictures): Promise<void> {
  const sectorIds = await seedSectors(payload)
  for (const [order, slug] of projectSlugs.entries()) {
    const { totalDocs } = await payload.count({ collection: 'projects', where: { slug: { equals: slug } } })
    if (totalDocs > 0) continue
    const copy = projectCopy[slug]
    const facts = projectFacts[slug]!
    const mainImage = facts.mainImage
      ? await picture(`project-${slug}`, layoutCopy.projects.mainImageAlt(copy.title, copy.location), subjectOfProject(slug))
      : undefined
    const gallery = await inOrder(galleryAlts(copy, facts.gallery), async (alt, index) => ({
      image: await picture(`project-${slug}-${index + 1}`, alt, subjectOfProjectGallery(copy.sector, index), 'photo'),
    }))
    const video = facts.video ? await demoVideo(payload, picture, slug) : undefined
    await payload.create({
      collection: 'projects',
      context: skipRevalidation,
      data: {
        title: copy.title,
        slug,
        location: copy.location,
        sector: sectorIds.get(copy.sector)!,
        services: copy.services,
        description: richTextFromParagraphs(copy.summary),
        mainImage,
        gallery,
        video,
        videoDisplay: facts.video ?? undefined,
        facts: { ...projectFactsCopy[slug], scope: layoutCopy.projects.scope(copy.services), year: handoverYear(order) },
        sellingPoints: slug === videoCaseStudy.slug ? videoCaseStudy.sellingPoints : undefined,
        featured: featuredProjectSlugs.includes(slug),
        meta: { title: copy.metaTitle, description: copy.metaDescription, image: mainImage },
        _status: 'published',
      },
    })
  }
}
