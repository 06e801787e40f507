import type { Block } from 'payload'

import { chooserPictureUrl, type ChooserPictureName } from './chooserPictures'

/** What each kind of section is, in one line, under its name and picture in the admin's section chooser. */
export const sectionDescriptions: Record<ChooserPictureName, string> = {
  banner: "The page's opening: its heading over a wide picture, with the breadcrumb.",
  intro: 'Opening text beside a picture.',
  richText: 'Free text with headings, lists and links.',
  benefits: 'A strip of up to six promises, each with an icon.',
  gallery: 'Photos in a grid that open full screen.',
  process: 'How the work runs, as numbered steps.',
  faq: 'Questions whose answers open one at a time.',
  carousel: 'Slides browsed with arrows or a swipe.',
  cards: 'Titled cards in a grid, or rows of picture and text.',
  testimonials: 'What clients said, with their names.',
  consultation: 'A call to book a free consultation, with its button.',
  enquiry: 'The closing call to act: quote, call, email, WhatsApp.',
  leadForm: "One of the site's forms, with a heading and an introduction.",
  projects: "The portfolio's featured projects, as cards.",
  clientLogos: "Your clients' logos, from Clients.",
  latestPosts: 'The newest blog posts, as cards.',
  vacancies: 'The open vacancies, each with an Apply Now form.',
  profile: 'A person: portrait, name, role and biography.',
  contactDetails: 'Address, phone, email and hours, with links onward.',
  legalText: 'A legal document in sections, with an optional table of contents.',
}

const isDrawn = (slug: string): slug is ChooserPictureName => slug in sectionDescriptions

/** A section as the chooser shows it: its picture (decorative: the name and description say it all) and its description. */
export function inChooser(block: Block): Block {
  if (!isDrawn(block.slug)) throw new Error(`The section '${block.slug}' has no picture and description in src/blocks/chooser.ts.`)
  return {
    ...block,
    admin: {
      ...block.admin,
      images: { thumbnail: { url: chooserPictureUrl(block.slug), alt: '' } },
      custom: { ...block.admin?.custom, description: sectionDescriptions[block.slug] },
    },
  }
}

/**
 * Payload's chooser shows a section's name and picture only: each description is drawn under its name
 * by a style rule that finds the card by its picture's address (SectionDescriptions.tsx renders it).
 */
// internals: admin-class-names
export const chooserDescriptionStyles = (blocks: Block[]) =>
  blocks
    .filter((block) => typeof block.admin?.custom?.description === 'string')
    .map(
      (block) =>
        `.blocks-drawer__block:has(img[src=${JSON.stringify(chooserPictureUrl(block.slug as ChooserPictureName))}]) .thumbnail-card__label::after{content:${JSON.stringify(block.admin!.custom!.description)}}`,
    )
    .join('\n') +
  '\n.blocks-drawer__block .thumbnail-card__label::after{display:block;margin-top:calc(var(--base) / 4);white-space:normal;font-weight:400;font-size:0.8125rem;line-height:1.35;color:var(--theme-elevation-600)}'
