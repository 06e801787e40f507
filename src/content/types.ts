/** Shapes of the demo copy the seed loads. The company replaces all of it in the admin. */

export type PageCopy = {
  /** The page's heading (h1) and the document's title in the admin. */
  title: string
  /** The label of the page in its breadcrumb trail. */
  breadcrumb: string
  /** The <title> text, without the company name (the layout appends it). At most 60 characters. */
  metaTitle: string
  /** The meta description: 120 to 160 characters. */
  metaDescription: string
  /** Opening paragraphs shown under the banner. */
  intro: string[]
}

export const sectors = [
  'residential',
  'commercial',
  'retail',
  'hospitality',
  'healthcare',
  'sports-and-leisure',
] as const
export type Sector = (typeof sectors)[number]

/** 'sports-and-leisure' -> 'Sports and leisure'. */
export const sectorLabel = (sector: string) => sector.replace(/-/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase())

export type ProjectCopy = {
  /** The project's name, shown as its heading and as the last breadcrumb item. */
  title: string
  /** Community and emirate, e.g. 'Jumeirah Lake Towers, Dubai'. */
  location: string
  sector: Sector
  /** Services delivered, each a short phrase. */
  services: string[]
  metaTitle: string
  metaDescription: string
  /** Two or three paragraphs describing the brief, the work and the result. */
  summary: string[]
}

/** A titled passage of the body: paragraphs, then an optional bullet list and a link onward. */
export type CopySection = {
  heading: string
  paragraphs: string[]
  bullets?: string[]
  link?: { label: string; href: string }
}

export type Slide = { title: string; text: string; /** A site path the slide links to. */ href?: string }

export type Testimonial = { quote: string; name: string; /** Who they are, e.g. 'Villa owner, Arabian Ranches'. */ detail: string }

/**
 * The body of a service landing page, below the banner and the intro of `PageCopy`.
 * Counts follow `serviceFacts` (the copy test checks them).
 */
export type ServiceCopy = {
  /** One line under the h1 in the banner. */
  tagline: string
  /** Heading (h2) over the intro paragraphs of `PageCopy`. */
  introHeading: string
  /** Two or three passages specific to the service and to Dubai. */
  sections: CopySection[]
  /** The alt text of every gallery photo, one per photo. */
  gallery: string[]
  /** The process steps, each a title and a sentence or two. */
  process: { title: string; text: string }[]
  faq: { question: string; answer: string }[]
  /** Each carousel's heading and slides, in page order. */
  carousels: { heading: string; slides: Slide[] }[]
  /** A list of types (the pergola page's six kinds), or null. */
  types: { heading: string; items: Slide[] } | null
  testimonials: Testimonial[]
  /** The call to book a free consultation. */
  consultation: { heading: string; text: string }
}

/** A demo blog post: its address, date, SEO records, picture and body. */
export type PostCopy = {
  /** The post's address segment: /blog/{url}. Lowercase words joined by hyphens. */
  url: string
  /** The heading (h1) of the post and its card on /blog. */
  title: string
  /** The day it was published, 'YYYY-MM-DD'. */
  publishedAt: string
  /** The <title> text, without the company name (the layout appends it). At most 60 characters. */
  metaTitle: string
  /** The meta description: 120 to 160 characters. */
  metaDescription: string
  /** What the post's picture shows, read by screen readers. */
  imageAlt: string
  /** The opening paragraphs, before the first heading. */
  intro: string[]
  /** The body: titled passages; at least one holds a bullet list. */
  sections: CopySection[]
}

/**
 * A legal page's body. Text may hold the placeholders {company}, {email}, {phone}, {address},
 * {jurisdiction} and {website}: the page fills them from the company details when it is shown.
 */
export type LegalCopy = {
  /** Paragraphs before the first section. */
  intro: string[]
  sections: { heading: string; paragraphs: string[]; bullets?: string[] }[]
}

/** The body of /about-us after its banner and intro. */
export type AboutCopy = {
  whoWeAre: { heading: string; paragraphs: string[] }
  ourGroup: { heading: string; paragraphs: string[]; companies: { name: string; text: string }[] }
  leadership: { heading: string; intro: string; ceo: { name: string; role: string; biography: string[]; portraitAlt: string } }
}
