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
