import type { Payload } from 'payload'

import type { Navigation } from '@/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { linkedDocumentFields, resolveNavigation } from '@/features/site/menuLinks'
import { adapter, startPayload } from './harness'

let payload: Payload
const layout = [{ blockType: 'banner' as const, heading: 'A page' }]

/** Data without a slug, which the slug field makes on save (the generated types require one). */
const slugMadeOnSave = <T extends object>(data: T) => data as T & { slug: string }

/** A published page, as an editor's Publish leaves it. */
const createPage = (data: { title: string; slug?: string; pageType?: 'standard' | 'service' | 'landing' }) =>
  payload.create({ collection: 'pages', context: skipRevalidation, data: slugMadeOnSave({ ...data, layout, _status: 'published' as const }) })

/** The messages of a refused save, as the admin shows them under the fields. */
async function refusal(save: Promise<unknown>): Promise<string> {
  const error = await save.then(
    () => null,
    (error: unknown) => error,
  )
  expect(error, 'the save was refused').toBeInstanceOf(Error)
  const { data, message } = error as Error & { data?: { errors?: { message: string }[] } }
  return [message, ...(data?.errors ?? []).map((item) => item.message)].join(' | ')
}

beforeAll(async () => {
  ;({ payload } = await startPayload())
  await createPage({ title: 'Home', slug: 'home' })
  await createPage({ title: 'Blog', slug: 'blog' })
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`page addresses on ${adapter}`, () => {
  it("makes a new page's address from its title, and keeps the one the editor writes", async () => {
    const made = await createPage({ title: 'Café & Bar Fit-Out' })
    expect(made.slug).toBe('cafe-and-bar-fit-out')
    const renamed = await payload.update({ collection: 'pages', id: made.id, data: { title: 'Café Fit-Out' }, context: skipRevalidation })
    expect(renamed.slug, 'a live address does not follow the title').toBe('cafe-and-bar-fit-out')
    const edited = await payload.update({ collection: 'pages', id: made.id, data: { slug: 'cafe-fit-out' }, context: skipRevalidation })
    expect(edited.slug).toBe('cafe-fit-out')
    expect((await createPage({ title: 'Ignored title', slug: 'kitchen-design' })).slug).toBe('kitchen-design')
  })

  it("refuses the site's own routes, with a message saying so", async () => {
    expect(await refusal(createPage({ title: 'News', slug: 'blog' }))).toContain('The address /blog belongs to the site itself: choose another.')
    expect(await refusal(createPage({ title: 'Admin', slug: 'admin' }))).toContain('The address /admin belongs to the site itself')
    const page = await createPage({ title: 'Search tips' })
    expect(await refusal(payload.update({ collection: 'pages', id: page.id, data: { slug: 'search' }, context: skipRevalidation }))).toContain(
      'The address /search belongs to the site itself',
    )
  })

  it('refuses to rename or delete the home page', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } } })
    const home = docs[0]!
    expect(await refusal(payload.update({ collection: 'pages', id: home.id, data: { slug: 'welcome' }, context: skipRevalidation }))).toContain(
      'This is the home page: its address cannot change.',
    )
    expect(await refusal(payload.delete({ collection: 'pages', id: home.id, context: skipRevalidation }))).toContain(
      'This is the home page: the site needs it, so it cannot be deleted.',
    )
    expect((await payload.findByID({ collection: 'pages', id: home.id })).slug).toBe('home')
    const retitled = await payload.update({ collection: 'pages', id: home.id, data: { title: 'Welcome' }, context: skipRevalidation })
    expect(retitled.slug).toBe('home')
  })

  it('refuses at publication an address a draft took while the editor typed, and a new name the home page took in a draft', async () => {
    // Autosaved drafts are kept without checks: the address is checked against the published one.
    const draft = await payload.create({ collection: 'pages', draft: true, context: skipRevalidation, data: slugMadeOnSave({ title: 'Our news', layout }) })
    await payload.update({ collection: 'pages', id: draft.id, draft: true, data: { slug: 'blog' }, context: skipRevalidation })
    const publish = (id: number | string) =>
      payload.update({ collection: 'pages', id, data: { _status: 'published' }, context: skipRevalidation })
    expect(await refusal(publish(draft.id))).toContain('The address /blog belongs to the site itself: choose another.')

    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } } })
    await payload.update({ collection: 'pages', id: docs[0]!.id, draft: true, data: { slug: 'welcome' }, context: skipRevalidation })
    expect(await refusal(publish(docs[0]!.id))).toContain('This is the home page: its address cannot change.')
  })

  it('makes a page standard unless the editor picks another type', async () => {
    expect((await createPage({ title: 'Careers at the studio' })).pageType).toBe('standard')
    expect((await createPage({ title: 'Pool design', pageType: 'service' })).pageType).toBe('service')
  })
})

describe(`menu links on ${adapter}`, () => {
  it('follow a renamed page', async () => {
    const page = await createPage({ title: 'Pergolas', pageType: 'service' })
    const sector = await payload.create({ collection: 'sectors', context: skipRevalidation, data: slugMadeOnSave({ name: 'Outdoor living' }) })
    const project = await payload.create({
      collection: 'projects',
      context: skipRevalidation,
      data: { title: 'Pergola in Mudon', slug: 'pergola-in-mudon', location: 'Mudon, Dubai', sector: sector.id, _status: 'published' },
    })
    await payload.updateGlobal({
      slug: 'navigation',
      context: skipRevalidation,
      data: {
        mainMenu: [
          {
            label: 'Services',
            target: 'address',
            href: '/services',
            groups: [{ label: 'Outdoor', links: [{ target: 'document', document: { relationTo: 'pages', value: page.id } }] }],
          },
        ],
        footerLinks: [
          { label: 'Case study', target: 'document', document: { relationTo: 'projects', value: project.id } },
          { label: 'Map', target: 'address', href: 'https://maps.example.com/atelier' },
        ],
      },
    })
    const menus = async () =>
      resolveNavigation(await payload.findGlobal({ slug: 'navigation', depth: 1, populate: linkedDocumentFields }))

    expect((await menus()).mainMenu[0]!.groups).toEqual([{ label: 'Outdoor', links: [{ label: 'Pergolas', href: '/pergolas' }] }])
    expect((await menus()).footerLinks).toEqual([
      { label: 'Case study', href: '/portfolios/pergola-in-mudon' },
      { label: 'Map', href: 'https://maps.example.com/atelier' },
    ])

    await payload.update({ collection: 'pages', id: page.id, data: { slug: 'pergola-design' }, context: skipRevalidation })
    expect((await menus()).mainMenu[0]!.groups[0]!.links).toEqual([{ label: 'Pergolas', href: '/pergola-design' }])

  })

  it('keep a page or case study they lead to (picked or typed) from deletion, naming where, until the links are removed', async () => {
    const page = await createPage({ title: 'Bed headboards' })
    const sector = await payload.create({ collection: 'sectors', context: skipRevalidation, data: slugMadeOnSave({ name: 'Bedrooms' }) })
    const project = await payload.create({
      collection: 'projects',
      context: skipRevalidation,
      data: { title: 'Headboard wall in Arabella', slug: 'headboard-wall-arabella', location: 'Mudon, Dubai', sector: sector.id, _status: 'published' },
    })
    const navigation = await payload.findGlobal({ slug: 'navigation', depth: 0 })
    const saveMenus = (data: Partial<Navigation>) =>
      payload.updateGlobal({ slug: 'navigation', context: skipRevalidation, data })
    await saveMenus({
      mainMenu: [
        {
          label: 'Services',
          target: 'address',
          href: '/services',
          groups: [{ label: 'Joinery', links: [{ target: 'document', document: { relationTo: 'pages', value: page.id } }] }],
        },
      ],
      footerLinks: [
        { label: 'Headboards', target: 'document', document: { relationTo: 'pages', value: page.id } },
        { label: 'Headboards, typed', target: 'address', href: `/${page.slug}` },
        { label: 'Case study', target: 'document', document: { relationTo: 'projects', value: project.id } },
      ],
    })

    expect(await refusal(payload.delete({ collection: 'pages', id: page.id, context: skipRevalidation }))).toBe(
      'The menus link to this page: Main menu › Services › Joinery › Bed headboards; Footer useful links › Headboards; ' +
        'Footer useful links › Headboards, typed. ' +
        'Change or remove those links in Navigation, then delete it.',
    )
    expect(await refusal(payload.delete({ collection: 'projects', id: project.id, context: skipRevalidation }))).toBe(
      'The menus link to this case study: Footer useful links › Case study. Change or remove that link in Navigation, then delete it.',
    )
    expect((await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })).title).toBe('Bed headboards')

    await saveMenus({ mainMenu: navigation.mainMenu, footerLinks: navigation.footerLinks })
    await payload.delete({ collection: 'pages', id: page.id, context: skipRevalidation })
    await payload.delete({ collection: 'projects', id: project.id, context: skipRevalidation })
    expect((await payload.find({ collection: 'pages', where: { id: { equals: page.id } }, depth: 0 })).totalDocs).toBe(0)
  })

  it('refuse a link that picks nothing, or an address that is not one', async () => {
    const message = await refusal(
      payload.updateGlobal({
        slug: 'navigation',
        context: skipRevalidation,
        data: { mainMenu: [{ label: 'Nowhere', target: 'document' }, { label: 'Typo', target: 'address', href: 'www.example.com' }] },
      }),
    )
    expect(message).toContain('Pick a page, project or post.')
    expect(message).toContain("Start with '/', 'https://', 'mailto:' or 'tel:'.")
  })
})

describe(`portfolio sectors on ${adapter}`, () => {
  it('are added by the company, named into an address, and kept while a project is in one', async () => {
    const education = await payload.create({ collection: 'sectors', context: skipRevalidation, data: slugMadeOnSave({ name: 'Schools & Nurseries', order: 7 }) })
    expect(education.slug).toBe('schools-and-nurseries')
    const school = await payload.create({
      collection: 'projects',
      context: skipRevalidation,
      data: { title: 'Nursery in Al Barsha', slug: 'nursery-al-barsha', location: 'Al Barsha, Dubai', sector: education.id },
    })
    const read = await payload.findByID({ collection: 'projects', id: school.id, depth: 1 })
    expect(read.sector).toMatchObject({ name: 'Schools & Nurseries', slug: 'schools-and-nurseries' })

    expect(await refusal(payload.delete({ collection: 'sectors', id: education.id, context: skipRevalidation }))).toContain(
      '1 portfolio project(s) are in this sector: move them to another first.',
    )
    await payload.delete({ collection: 'projects', id: school.id, context: skipRevalidation })
    await payload.delete({ collection: 'sectors', id: education.id, context: skipRevalidation })
    expect(await payload.count({ collection: 'sectors', where: { id: { equals: education.id } } })).toEqual({ totalDocs: 0 })
  })
})
