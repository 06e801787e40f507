import { describe, expect, it } from 'vitest'

import { adminElsewhere } from './adminAddress'

const site = 'http://localhost:3999'
const request = (url: string, host: string, method = 'GET') => ({ method, url, headers: { host } })

describe('adminElsewhere', () => {
  it('sends a page of the admin asked for at another host of the server to the same page at SITE_URL', () => {
    expect(adminElsewhere(request('/admin', '127.0.0.1:3999'), site)).toBe('http://localhost:3999/admin')
    expect(adminElsewhere(request('/admin/collections/pages/4?tab=seo', '127.0.0.1:3999'), site)).toBe(
      'http://localhost:3999/admin/collections/pages/4?tab=seo',
    )
    expect(adminElsewhere(request('/admin/login', 'www.studio.example'), 'https://studio.example')).toBe('https://studio.example/admin/login')
  })

  it('leaves the admin at SITE_URL, whatever the case of the host', () => {
    expect(adminElsewhere(request('/admin', 'localhost:3999'), site)).toBeUndefined()
    expect(adminElsewhere(request('/admin', 'Studio.Example'), 'https://studio.example')).toBeUndefined()
  })

  it('leaves the public pages, the API and anything but a page request where they are', () => {
    expect(adminElsewhere(request('/', '127.0.0.1:3999'), site)).toBeUndefined()
    expect(adminElsewhere(request('/administration', '127.0.0.1:3999'), site)).toBeUndefined()
    expect(adminElsewhere(request('/api/pages', '127.0.0.1:3999'), site)).toBeUndefined()
    expect(adminElsewhere(request('/admin/collections/pages', '127.0.0.1:3999', 'POST'), site)).toBeUndefined()
  })
})
