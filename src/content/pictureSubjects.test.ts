import { describe, expect, it } from 'vitest'

import { homeSlug } from '@/lib/routes'
import { pageSlugs, projectSlugs, serviceSlugs } from './demoRoutes'
import { homePageLayout } from './layouts/homePage'
import { mainPageLayout } from './layouts/mainPage'
import { servicePageLayout } from './layouts/servicePage'
import { servicesPageLayout } from './layouts/servicesPage'
import { pageCopy } from './page-copy'
import {
  pagePictureSubjects,
  postSubjects,
  projectGallerySubjects,
  projectSubjects,
  serviceSubjects,
  subjectOfPoster,
  subjectOfPost,
  subjectOfProject,
  subjectOfProjectGallery,
} from './pictureSubjects'
import { postCopy } from './posts'
import { demoVideos, galleryScenes } from './projectDetails'
import { projectCopy } from './project-copy'
import { projectFacts } from './projectFacts'
import { type Subject, subjects } from './seed/art/subjects'
import type { PictureArt, PictureShape } from './seed/images'
import { serviceCopy } from './services'
import { sectors } from './types'

type Request = { key: string; alt: string; art: PictureArt; shape?: PictureShape }

/** Every picture the page layouts ask the seed for, with what it is to show. */
async function pagePictures(): Promise<Request[]> {
  const requests: Request[] = []
  const picture = async (key: string, alt: string, art: PictureArt, shape?: PictureShape) => {
    requests.push({ key, alt, art, shape })
    return requests.length
  }
  for (const slug of pageSlugs) {
    const copy = pageCopy[slug]!
    if (slug === homeSlug) await homePageLayout(copy, picture)
    else if (slug === 'services') await servicesPageLayout(copy, picture)
    else if (serviceSlugs.includes(slug)) await servicePageLayout(slug, copy, picture)
    else await mainPageLayout(slug, copy, picture)
  }
  return requests
}

const sameKeys = (table: Record<string, unknown>, keys: readonly string[]) => expect(Object.keys(table).sort()).toEqual([...keys].sort())

describe('picture subjects', () => {
  it('give every picture of every page a subject the art can draw', async () => {
    const requests = await pagePictures()
    expect(requests.length).toBeGreaterThan(250)
    for (const request of requests) expect(subjects, `${request.key}: ${request.alt}`).toContain(request.art)
    const fixed = requests.filter(
      (request) => !serviceSlugs.some((slug) => request.key.startsWith(`${slug}-`) || request.key === `page-${slug}`),
    )
    sameKeys(
      pagePictureSubjects,
      fixed.map((request) => request.key),
    )
  })

  it('cover every service page, and list as many gallery subjects as the gallery has photos', () => {
    sameKeys(serviceSubjects, serviceSlugs)
    for (const slug of serviceSlugs) {
      const gallery = serviceSubjects[slug]!.gallery
      if (gallery) expect(gallery.length, slug).toBe(serviceCopy[slug]!.gallery.length)
    }
  })

  it('name only slides that the service page has', () => {
    for (const slug of serviceSlugs) {
      const copy = serviceCopy[slug]!
      const titles = [...copy.carousels.flatMap((carousel) => carousel.slides), ...(copy.types?.items ?? [])].map((slide) => slide.title)
      for (const title of Object.keys(serviceSubjects[slug]!.slides ?? {})) expect(titles, slug).toContain(title)
    }
  })

  it('show the service page a slide links to', async () => {
    const requests = await pagePictures()
    const slide = requests.find((request) => request.key === 'interior-fit-out-company-dubai-slide-1-7')
    expect(slide).toMatchObject({ alt: 'Gyms', art: 'gym' })
  })

  it('cover every case study: its lead picture, its video poster and each gallery photo as its scene', () => {
    sameKeys(projectSubjects, projectSlugs)
    for (const slug of Object.keys(demoVideos)) expect(subjects).toContain(subjectOfPoster(slug))
    for (const sector of sectors) expect(projectGallerySubjects[sector]?.length, sector).toBe(galleryScenes[sector]?.length)
    for (const slug of projectSlugs) {
      expect(subjects).toContain(subjectOfProject(slug))
      for (let index = 0; index < projectFacts[slug]!.gallery; index++) {
        expect(subjects).toContain(subjectOfProjectGallery(projectCopy[slug]!.sector, index))
      }
    }
  })

  it('cover every blog post', () => {
    sameKeys(
      postSubjects,
      postCopy.map((post) => post.url),
    )
    for (const post of postCopy) expect(subjects).toContain(subjectOfPost(post.url))
  })

  it('follow what the pictures show: kitchens for kitchens, the founder as a portrait', async () => {
    const requests = await pagePictures()
    const artOf = (key: string) => requests.find((request) => request.key === key)?.art
    expect(artOf('about-ceo')).toBe('portrait')
    expect(artOf('page-kitchen-renovation-companies-in-dubai')).toBe('kitchen')
    expect(artOf('page-pergola-manufacturer-in-dubai')).toBe('pergola')
    expect(artOf('page-office-fit-out')).toBe('office')
    expect(artOf('restaurant-fit-out-dubai-gallery-2')).toBe('pergola')
    expect(subjectOfPost('kitchen-layouts-for-dubai-family-life')).toBe('kitchen')
    expect(subjectOfProject('motor-city-hmc-clinic')).toBe('clinic')
  })

  it('use every scene the art can draw', async () => {
    const used = new Set<Subject>([
      ...(await pagePictures()).map((request) => request.art as Subject),
      ...Object.values(projectSubjects),
      ...Object.values(postSubjects),
    ])
    expect([...used].sort()).toEqual([...subjects].sort())
  })
})
