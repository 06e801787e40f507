import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'

import { compression, encodingFor, isCacheable, isKeepable, pageCache } from './pageCache'

const html = (status: number, headers: Record<string, string> = {}) =>
  new Response('<p>page</p>', { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=3600', ...headers } })

describe('the page cache in front of the public pages', () => {
  it('keeps plain visits to pages, never the API, the admin, the probes or editors', () => {
    expect(isCacheable('GET', '/office-fit-out', {})).toBe(true)
    expect(isCacheable('HEAD', '/', {})).toBe(true)
    expect(isCacheable('POST', '/', {})).toBe(false)
    expect(isCacheable('GET', '/api/blogs', {})).toBe(false)
    expect(isCacheable('GET', '/admin', {})).toBe(false)
    expect(isCacheable('GET', '/healthz', {})).toBe(false)
    expect(isCacheable('GET', '/readyz', {})).toBe(false)
    expect(isCacheable('GET', '/_next/static/chunks/app.js', {})).toBe(false)
    expect(isCacheable('GET', '/search?q=kitchen', {})).toBe(true)
    expect(isCacheable('GET', '/', { cookie: 'theme=dark; payload-token=abc' })).toBe(false)
    expect(isCacheable('GET', '/', { 'x-page-cache-fill': '1' })).toBe(false)
  })

  it('keeps only what the pages\' server lets a shared cache keep: a page, its missing-page answer or an icon sprite, setting no cookie, not private', () => {
    expect(isKeepable(html(200))).toBe(true)
    expect(isKeepable(html(404))).toBe(true)
    expect(isKeepable(html(301))).toBe(false)
    expect(isKeepable(html(500))).toBe(false)
    expect(isKeepable(html(200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBe(false)
    expect(isKeepable(html(200, { 'set-cookie': 'a=b' }))).toBe(false)
    expect(isKeepable(html(200, { 'content-type': 'application/json' }))).toBe(false)
    expect(isKeepable(html(200, { 'content-type': 'image/svg+xml' }))).toBe(true)
    expect(isKeepable(html(200, { 'content-type': 'image/svg+xml-compressed' }))).toBe(false)
  })

  it('answers in Brotli, else gzip, else uncompressed, as the browser accepts', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br')
    expect(encodingFor('gzip, br;q=0')).toBe('gzip')
    expect(encodingFor('deflate')).toBe('identity')
    expect(encodingFor(undefined)).toBe('identity')
    expect(encodingFor('*')).toBe('br')
  })

  it('never answers from memory once the page is past its freshness: a change saved meanwhile (on any instance) shows on the next visit', async () => {
    let version = 'before the save'
    const pages = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=3600' })
      res.end(`<p>${version}</p>`)
    })
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve))
    const serve = pageCache({ origin: `http://127.0.0.1:${(pages.address() as AddressInfo).port}`, freshMs: 50 })
    const front = http.createServer((req, res) => void serve(req, res))
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
    const visit = async () => (await fetch(`http://127.0.0.1:${(front.address() as AddressInfo).port}/about-us`)).text()
    try {
      expect(await visit()).toContain('before the save')
      version = 'after the save'
      await sleep(60)
      expect(await visit()).toContain('after the save')
    } finally {
      front.close()
      pages.close()
    }
  })

  it('sends each version of a page at Brotli’s best, made once for it and kept while the page is unchanged', async () => {
    const words = ['majlis', 'joinery', 'terrazzo', 'marina', 'fit-out', 'lighting', 'oak', 'villa', 'studio', 'brass']
    const page = `<main>${Array.from({ length: 4000 }, (_, i) => words[(i * 7 + ((i * i) % 13)) % words.length]).join(' ')}</main>`
    const best = zlib.brotliCompressSync(page, { params: compression.br.best }).length
    const quick = zlib.brotliCompressSync(page, { params: compression.br.quick }).length
    expect(best).toBeLessThan(quick)
    let asked = 0
    const pages = http.createServer((_req, res) => {
      asked++
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=3600' })
      res.end(page)
    })
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve))
    const serve = pageCache({ origin: `http://127.0.0.1:${(pages.address() as AddressInfo).port}`, freshMs: 20 })
    const front = http.createServer((req, res) => void serve(req, res))
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
    const sentBytes = () =>
      new Promise<Buffer>((resolve, reject) =>
        http.get(`http://127.0.0.1:${(front.address() as AddressInfo).port}/`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject)
        }),
      )
    try {
      expect(zlib.brotliDecompressSync(await sentBytes()).toString()).toBe(page)
      let sent = await sentBytes()
      for (let tries = 0; sent.length !== best && tries < 100; tries++) sent = await sleep(20).then(sentBytes)
      expect(sent.length).toBe(best)
      expect(zlib.brotliDecompressSync(sent).toString()).toBe(page)
      // Asked again past its freshness, the unchanged page keeps the compression made for it.
      const askedBefore = asked
      await sleep(40)
      expect((await sentBytes()).length).toBe(best)
      expect(asked).toBeGreaterThan(askedBefore)
    } finally {
      front.close()
      pages.close()
    }
  })
})
