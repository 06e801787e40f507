import { serviceGroups } from '../demoRoutes'
import { richTextFromParagraphs, richTextFromSections } from '../lexical'
import { english, type DemoLanguage } from '../language'
import { subjectOfService, subjectOfServiceGallery, subjectOfSlide } from '../pictureSubjects'
import { factsOf } from '../serviceFacts'
import type { PageCopy, Slide } from '../types'
import type { DemoPictures } from '../seed/images'
import { inOrder, type Layout } from './types'

const homeSlugs = new Set(serviceGroups.find((group) => group.label === 'Residential')?.slugs)

/** A service landing page (SPEC §2.6), its sections in the order of the live site, counted by `serviceFacts`. */
export async function servicePageLayout(slug: string, page: PageCopy, picture: DemoPictures, language: DemoLanguage = english): Promise<Layout> {
  const { benefitsFor, benefitsHeading, sharedEnquiry, getInTouch, layout: words } = language
  const copy = language.serviceCopy(slug)
  if (!copy) throw new Error(`No demo copy for the service page '${slug}'`)
  const facts = factsOf(slug)
  const slidesOf = (slides: Slide[], prefix: string) =>
    inOrder(slides, async (slide, index) => ({
      title: slide.title,
      text: slide.text,
      href: slide.href,
      image: await picture(`${slug}-${prefix}-${index + 1}`, slide.title, subjectOfSlide(slug, slide), 'photo'),
    }))
  const carousels = await inOrder(copy.carousels, async (carousel, index) => ({
    blockType: 'carousel' as const,
    heading: carousel.heading,
    show: carousel.slides.length <= 3 ? ('wide' as const) : ('tiles' as const),
    slides: await slidesOf(carousel.slides, `slide-${index + 1}`),
  }))
  const [firstCarousel, ...otherCarousels] = carousels

  const layout: Layout = [
    { blockType: 'banner', heading: page.title, tagline: copy.tagline, image: await picture(`page-${slug}`, words.servicePage.bannerAlt(page.title), subjectOfService(slug)) },
    {
      blockType: 'intro',
      heading: copy.introHeading,
      content: richTextFromParagraphs(page.intro),
      image: await picture(`${slug}-intro`, words.servicePage.introAlt(page.breadcrumb), subjectOfService(slug), 'photo'),
    },
    {
      blockType: 'benefits',
      heading: facts.benefitsHeading ? benefitsHeading : undefined,
      items: benefitsFor({ homes: homeSlugs.has(slug), spaceUtilization: facts.spaceUtilization }),
    },
    { blockType: 'richText', content: richTextFromSections(copy.sections) },
    ...(firstCarousel ? [firstCarousel] : []),
    {
      blockType: 'gallery',
      heading: words.servicePage.galleryHeading(page.breadcrumb),
      images: await inOrder(copy.gallery, async (alt, index) => ({
        image: await picture(`${slug}-gallery-${index + 1}`, alt, subjectOfServiceGallery(slug, index), 'photo'),
      })),
    },
    { blockType: 'process', heading: words.servicePage.processHeading, steps: copy.process },
    ...(copy.types
      ? [{ blockType: 'cards' as const, heading: copy.types.heading, layout: 'grid' as const, items: await slidesOf(copy.types.items, 'type') }]
      : []),
    ...otherCarousels,
    ...(copy.testimonials.length
      ? [{ blockType: 'testimonials' as const, heading: words.servicePage.testimonialsHeading, items: copy.testimonials }]
      : []),
    { blockType: 'consultation', ...copy.consultation, buttonLabel: words.servicePage.consultationButton },
    { blockType: 'faq', heading: words.servicePage.faqHeading, items: copy.faq },
    ...(facts.inlineForm ? [{ blockType: 'leadForm' as const, ...getInTouch }] : []),
    { blockType: 'enquiry', ...sharedEnquiry },
  ]
  return layout
}
