import { describe, expect, it } from 'vitest'

import type { Navigation } from '@/payload-types'
import { resolveLink as resolve, resolveNavigation } from './menuLinks'

/** Rows as the menus read them: linked documents carry only the fields the menus select. */
const resolveLink = (row: object) => resolve(row as Parameters<typeof resolve>[0])

const page = (slug: string, title: string, breadcrumb?: string, status: 'draft' | 'published' = 'published') =>
  ({ relationTo: 'pages', value: { id: 1, slug, title, breadcrumb, _status: status } }) as const

describe('a menu link', () => {
  it("leads to the picked page's address today, under its label or else the page's breadcrumb or title", () => {
    expect(resolveLink({ label: 'Fit-out', target: 'document', document: page('office-fit-out', 'Office Fit-Out') })).toEqual({
      label: 'Fit-out',
      href: '/office-fit-out',
    })
    expect(resolveLink({ target: 'document', document: page('office-interiors', 'Office Fit-Out', 'Offices') })).toEqual({
      label: 'Offices',
      href: '/office-interiors',
    })
    expect(resolveLink({ target: 'document', document: page('home', 'Welcome') })).toEqual({ label: 'Welcome', href: '/' })
  })

  it('leads to a case study or a published post at its address, and leaves out a draft post, page or case study', () => {
    const project = (status: 'draft' | 'published') =>
      ({ relationTo: 'projects', value: { id: 2, slug: 'villa-mudon', title: 'Villa', _status: status } }) as const
    expect(resolveLink({ target: 'document', document: project('published') })).toEqual({ label: 'Villa', href: '/portfolios/villa-mudon' })
    expect(resolveLink({ target: 'document', document: project('draft') })).toBeNull()
    expect(resolveLink({ label: 'New', target: 'document', document: page('new-service', 'New service', undefined, 'draft') })).toBeNull()
    const post = (status: 'draft' | 'published') =>
      ({ relationTo: 'posts', value: { id: 3, url: 'tips', title: 'Tips', _status: status } }) as const
    expect(resolveLink({ target: 'document', document: post('published') })).toEqual({ label: 'Tips', href: '/blog/tips' })
    expect(resolveLink({ target: 'document', document: post('draft') })).toBeNull()
  })

  it('leads to the address typed in, and a row saved before links picked documents keeps its address', () => {
    expect(resolveLink({ label: 'Map', target: 'address', href: 'https://maps.example.com', document: page('contact', 'Contact') })).toEqual({
      label: 'Map',
      href: 'https://maps.example.com',
    })
    expect(resolveLink({ label: 'Contact', target: 'document', href: '/contact', document: null })).toEqual({ label: 'Contact', href: '/contact' })
  })

  it('is left out when its page is gone', () => {
    expect(resolveLink({ label: 'Gone', target: 'document', document: null })).toBeNull()
    expect(resolveLink({ label: 'Unpopulated', target: 'document', document: { relationTo: 'pages', value: 7 } })).toBeNull()
  })
})

describe('the menus', () => {
  it('drop the links and groups that lead nowhere', () => {
    const navigation = {
      id: 1,
      mainMenu: [
        {
          label: 'Services',
          target: 'document',
          document: page('services', 'Services'),
          groups: [
            { label: 'Joinery', links: [{ target: 'document', document: page('wall-cladding', 'Wall Cladding') }] },
            { label: 'Empty', links: [{ label: 'Gone', target: 'document', document: null }] },
          ],
        },
        { label: 'Gone', target: 'document', document: null },
      ],
      footerLinks: [{ label: 'Blog', target: 'document', document: page('blog', 'Blog') }],
    } as unknown as Navigation
    expect(resolveNavigation(navigation)).toEqual({
      mainMenu: [
        {
          label: 'Services',
          href: '/services',
          groups: [{ label: 'Joinery', links: [{ label: 'Wall Cladding', href: '/wall-cladding' }] }],
        },
      ],
      footerLinks: [{ label: 'Blog', href: '/blog' }],
    })
  })
})

describe('the menus in Arabic', () => {
  it('link only the documents written in Arabic, under their Arabic names', () => {
    const written = { relationTo: 'pages', value: { id: 2, slug: 'about-us', title: 'من نحن', _status: 'published', arabic: 'current' } }
    const englishOnly = { relationTo: 'pages', value: { id: 3, slug: 'bed-headboards', title: null, _status: 'published', arabic: 'missing' } }
    const navigation = {
      id: 1,
      mainMenu: [
        { target: 'document', document: written, groups: [{ label: 'النجارة', links: [{ target: 'document', href: '/bed-headboards', document: englishOnly }] }] },
      ],
      footerLinks: [{ label: 'Bed headboards', target: 'document', document: englishOnly }],
    } as unknown as Navigation
    expect(resolveNavigation(navigation, 'ar')).toEqual({ mainMenu: [{ label: 'من نحن', href: '/about-us', groups: [] }], footerLinks: [] })
    // In English the same menus lead to it.
    expect(resolveNavigation(navigation, 'en').footerLinks).toEqual([{ label: 'Bed headboards', href: '/bed-headboards' }])
  })
})
