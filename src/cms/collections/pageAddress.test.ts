import { describe, expect, it } from 'vitest'

import { pageAddressProblem } from './pageAddress'

describe("a page's address", () => {
  it.each(['blog', 'portfolio', 'portfolios', 'portfolio-detail', 'search', 'api', 'admin', 'healthz', 'readyz'])(
    "refuses /%s for a new page or a renamed one: the site's own route",
    (slug) => {
      expect(pageAddressProblem(slug, undefined)).toBe(`The address /${slug} belongs to the site itself: choose another.`)
      expect(pageAddressProblem(slug, 'office-fit-out')).toBe(`The address /${slug} belongs to the site itself: choose another.`)
    },
  )

  it("refuses 'home' for another page", () => {
    expect(pageAddressProblem('home', 'about-us')).toBe("'home' names the home page (served at /): choose another address.")
  })

  it('keeps the address of the home page, of /blog and of /portfolio', () => {
    expect(pageAddressProblem('welcome', 'home')).toBe('This is the home page: its address cannot change.')
    expect(pageAddressProblem('news', 'blog')).toBe('This is the page of /blog: its address cannot change.')
    expect(pageAddressProblem('home', 'home')).toBeNull()
    expect(pageAddressProblem('blog', 'blog')).toBeNull()
  })

  it('lets any other page take or change to a free address', () => {
    expect(pageAddressProblem('kitchen-design', undefined)).toBeNull()
    expect(pageAddressProblem('kitchen-design', 'kitchens')).toBeNull()
    expect(pageAddressProblem('blog-tips', undefined)).toBeNull()
  })
})
