import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { seoPlugin } from '@payloadcms/plugin-seo'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Clients } from './collections/Clients'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { Projects } from './collections/Projects'
import { Users } from './collections/Users'
import { Vacancies } from './collections/Vacancies'
import { databaseAdapter } from './database'
import { payloadSecret } from './env'
import { Company } from './globals/Company'
import { Navigation } from './globals/Navigation'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  db: databaseAdapter(),
  editor: lexicalEditor(),
  sharp,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' · Site admin' },
  },
  collections: [Pages, Projects, Posts, Clients, Vacancies, Media, Users],
  globals: [Company, Navigation],
  plugins: [
    seoPlugin({
      collections: [Pages.slug, Projects.slug, Posts.slug],
      uploadsCollection: Media.slug,
      tabbedUI: true,
      generateTitle: ({ doc }) => (doc as { title?: string }).title ?? '',
    }),
  ],
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
  telemetry: false,
})
