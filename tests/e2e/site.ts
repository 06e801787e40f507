import { demoCompany } from '@/content/company'
import { pageCopy } from '@/content/page-copy'
import type { PageCopy } from '@/content/types'
import { projectCopy } from '@/content/project-copy'
import { pathOfPage, pathOfProject } from '@/lib/routes'
import { pageSlugs, projectSlugs } from '@/content/demoRoutes'

/** Every fixed route with the copy the seed gave it: what each page must show. */
export const seededRoutes: { path: string; copy: Pick<PageCopy, 'metaTitle' | 'metaDescription'> }[] = [
  ...pageSlugs.map((slug) => ({ path: pathOfPage(slug), copy: pageCopy[slug]! })),
  ...projectSlugs.map((slug) => ({ path: pathOfProject(slug), copy: projectCopy[slug] })),
]

export const titleOf = (metaTitle: string) => `${metaTitle} | ${demoCompany.name}`

export const admin = {
  email: process.env.ADMIN_EMAIL ?? '',
  password: process.env.ADMIN_PASSWORD ?? '',
}

/** The REST API's authorisation header for the admin signed in by global-setup.ts. */
export const adminHeaders = () => ({ Authorization: `JWT ${process.env.E2E_ADMIN_TOKEN}` })
