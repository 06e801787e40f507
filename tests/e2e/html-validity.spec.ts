import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { arabic } from '@/content/ar/language'
import { translatedPostUrls } from '@/content/ar/posts'
import { translatedProjectSlugs } from '@/content/ar/project-copy'
import { postCopy } from '@/content/posts'
import { demoCategories, postCategories } from '@/content/blogCategories'
import { localizedPath } from '@/lib/localePaths'
import { notFoundPath } from '@/lib/routes'
import { pageCount } from '@/lib/pagination'
import { blogPageSize, pathOfBlogPage, pathOfCategory, pathOfPage, pathOfPost, pathOfProject } from '@/lib/routes'
import { seededRoutes } from './site'

const laterBlogPages = (posts: number) => Array.from({ length: pageCount(posts, blogPageSize) - 1 }, (_, index) => pathOfBlogPage(index + 2))
/** Every page of each demo category holding one of these posts: its first and its later ones. */
const categoryPages = (urls: readonly string[]) =>
  demoCategories.flatMap(({ slug }) => {
    const count = urls.filter((url) => postCategories[url]?.includes(slug)).length
    return Array.from({ length: count ? pageCount(count, blogPageSize) : 0 }, (_, index) => pathOfCategory(slug, index + 1))
  })
/** The pages, case studies, posts and categories the demo writes in Arabic, at their Arabic addresses. */
const arabicPaths = [
  ...Object.keys(arabic.pageCopy).map(pathOfPage),
  ...translatedProjectSlugs.map(pathOfProject),
  ...translatedPostUrls.map(pathOfPost),
  ...laterBlogPages(translatedPostUrls.length),
  ...categoryPages(translatedPostUrls),
].map((path) => localizedPath('ar', path))
/** Every page the sitemap lists on the demo site (later blog pages and category pages among them, and every Arabic page), plus search and a missing page. */
const listedPaths = [
  ...seededRoutes.map((route) => route.path),
  ...postCopy.map((post) => pathOfPost(post.url)),
  ...laterBlogPages(postCopy.length),
  ...categoryPages(postCopy.map((post) => post.url)),
  ...arabicPaths,
]
const paths = [...listedPaths, '/search?q=kitchen', '/no-such-page', notFoundPath, '/ar/search?q=المطابخ', '/ar/no-such-page']

type Finding = { type: string; url: string; lastLine?: number; message: string; extract?: string }

const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')
/** Each page's file is named by its place in `paths`: the checker reports file addresses percent-encoded its own way. */
const fileName = (index: number) => `page-${index}.html`

/** The Nu Html Checker's errors of each page, found in one run of the checker over all of them. */
let errorsOf: Map<string, string[]>
/** What the checker reported of a file that is none of the pages: a finding never goes unread. */
let unattributed: string[]

// One worker checks every page at once (the checker's start is the slow part), then a test a page reports it.
test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ request }) => {
  test.setTimeout(10 * 60_000)
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'html-validity-'))
  try {
    for (const [index, page] of paths.entries()) fs.writeFileSync(path.join(folder, fileName(index)), await (await request.get(page)).text())
    const run = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', folder], { maxBuffer: 64 << 20 }).catch(
      (failure: { stdout: string; stderr: string }) => failure,
    )
    // The checker writes its report to standard error, and exits non-zero when it found errors.
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: Finding[] }
    errorsOf = new Map(paths.map((page) => [page, []]))
    unattributed = []
    for (const finding of messages) {
      const report = `line ${finding.lastLine}: ${finding.message} (${finding.extract?.trim()})`
      const page = paths[paths.findIndex((_, index) => finding.url.endsWith(`/${fileName(index)}`))]
      if (page) errorsOf.get(page)!.push(report)
      else unattributed.push(`${finding.url} ${report}`)
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
})

test('the sitemap lists exactly the pages checked here', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  expect(listed.sort()).toEqual([...listedPaths].sort())
})

test('the checker reported nothing of a file that is not one of the pages', () => {
  expect(unattributed).toEqual([])
})

for (const page of paths) {
  test(`${page} is valid HTML (Nu Html Checker)`, () => {
    expect(errorsOf.get(page)).toEqual([])
  })
}
