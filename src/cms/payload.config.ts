import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { seoPlugin } from '@payloadcms/plugin-seo'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'

import { Authors } from './collections/Authors'
import { Categories } from './collections/Categories'
import { Clients } from './collections/Clients'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { Projects } from './collections/Projects'
import { Sectors } from './collections/Sectors'
import { Users } from './collections/Users'
import { hiddenUnless, may, nobody } from './access'
import { Vacancies } from './collections/Vacancies'
import { Videos } from './collections/Videos'
import { databaseAdapter } from './database'
import { lazySharp } from './lazySharp'
import { restGuards } from './rest/plugin'
import { storagePlugin } from './storage'
import { withRelativeUploadUrls } from './hooks/relativeUploadUrls'
import { emailAdapter } from './email'
import { keepPublicErrorMessages } from './hooks/publicErrorMessages'
import { jobsAutorun, mediaMaxBytes, payloadSecret, siteUrl } from './env'
import { isShuttingDown } from '@/server/shutdownState'
import { createLogger } from './logger'
import { LeadFiles } from '@/features/forms/collections/LeadFiles'
import { leadCollections } from '@/features/forms/collections/leads'
import { leadExports } from '@/features/forms/export/leadExports'
import { LeadNotifications } from '@/features/forms/collections/LeadNotifications'
import { ViewCounts } from '@/features/visits/collections/ViewCounts'
import { NotFound } from '@/features/redirects/collections/NotFound'
import { Redirects } from '@/features/redirects/collections/Redirects'
import { purgeNotFoundTask } from '@/features/redirects/server/purge'
import { acknowledgeVisitor, notifyCompany } from '@/features/forms/jobs/notify'
import { searchIndexPlugin } from '@/features/search/searchIndex'
import { auditTrail } from '@/features/audit/plugin'
import { webhooksPlugin } from '@/features/webhooks/plugin'
import { AuditLog } from '@/features/audit/AuditLog'
import { Analytics } from './globals/Analytics'
import { Company } from './globals/Company'
import { Navigation } from './globals/Navigation'
import { SignInSettings } from '@/features/twoFactor/SignInSettings'
import { defaultLocale, localeNames, locales } from '@/lib/locales'
import { PrivacySettings } from '@/features/privacy/PrivacySettings'
import { deleteExpiredTask } from '@/features/privacy/retention'
import { lockJobStats } from '@/features/privacy/jobStatsAccess'
import { personalDataEndpoints } from '@/features/privacy/personalData/endpoints'
import { unsubscribeEndpoints } from '@/features/privacy/unsubscribe/endpoints'
import { seoPreviewAddress } from '@/features/seo/previewAddress'
import { companyTimeCells } from '@/features/companyTime/companyTimeCells'
import { untouchedDraftsDiscarded } from './drafts/untouchedDrafts'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const adminDescription = 'Where the studio edits its site and works its leads.'

export default buildConfig({
  secret: payloadSecret(),
  // Reset-password links point here, and the admin's session cookie counts only on requests from
  // this origin (Payload adds serverURL to csrf; listed anyway so the rule reads here).
  serverURL: siteUrl(),
  csrf: [siteUrl()],
  db: databaseAdapter(),
  editor: lexicalEditor(),
  // Words are written in each language (src/cms/localization); a visitor of the Arabic site never
  // reads English in their place: a page not written in Arabic is not an Arabic page.
  localization: {
    locales: locales.map((code) => ({ code, label: localeNames[code], rtl: code === 'ar' })),
    defaultLocale,
    fallback: false,
  },
  sharp: lazySharp,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: {
      titleSuffix: ' · Site admin',
      description: adminDescription,
      openGraph: { siteName: 'Site admin', description: adminDescription },
      // No generated share pictures of admin pages (Payload's /api/og): nobody shares them.
      defaultOGImageType: 'off',
      // The admin's own icon (src/app/icons/admin.svg), not Payload's nor the site's.
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icons/admin.svg' }],
    },
    // Payload's own icon for editors; its default, Gravatar, would send each editor's email hash to a third party.
    avatar: 'default',
    // Payload's own timestamps (a document's Last modified, its versions) are read on the browser's clock:
    // they name their offset. Every list column and the team's own views use the company's (features/companyTime).
    dateFormat: 'd MMM yyyy, HH:mm (O)',
    components: {
      providers: ['@/features/companyTime/admin/CompanyTimeProvider#CompanyTimeProvider'],
      beforeDashboard: ['@/features/twoFactor/admin/SetUpReminder#SetUpReminder', '@/features/forms/admin/NewLeadsSummary#NewLeadsSummary'],
      beforeNavLinks: ['@/features/inbox/admin/InboxNavLink#InboxNavLink'],
      afterNavLinks: ['@/features/analytics/admin/AnalyticsNavLink#AnalyticsNavLink', '@/features/privacy/admin/PersonalDataNavLink#PersonalDataNavLink'],
      views: {
        analytics: { Component: '@/features/analytics/admin/AnalyticsView#AnalyticsView', path: '/analytics' },
        inbox: { Component: '@/features/inbox/admin/InboxView#InboxView', path: '/inbox' },
        personalData: { Component: '@/features/privacy/admin/PersonalDataView#PersonalDataView', path: '/personal-data' },
        // Payload's sign-in page with a second step for the authenticator code.
        // internals: two-factor-sign-in
        login: { Component: '@/features/twoFactor/admin/SignInView#SignInView' },
      },
      header: ['@/cms/admin/SectionDescriptions#SectionDescriptions'],
      graphics: { Logo: '@/cms/admin/brand/AdminLogo#AdminLogo', Icon: '@/cms/admin/brand/AdminIcon#AdminIcon' },
    },
    // The studio works in Dubai: a publication is scheduled in Dubai time unless the editor picks another zone.
    timezones: { defaultTimezone: 'Asia/Dubai' },
  },
  collections: [Pages, Projects, Sectors, Posts, Authors, Categories, Clients, Vacancies, Media, Videos, Redirects, NotFound, ...leadCollections, LeadFiles, ViewCounts, Users, AuditLog].map(
    withRelativeUploadUrls,
  ),
  globals: [Company, Navigation, LeadNotifications, Analytics, SignInSettings, PrivacySettings],
  // Find, export and erase a person's data (owners); the newsletter's signed unsubscribe link (anyone holding it).
  endpoints: [...personalDataEndpoints, ...unsubscribeEndpoints],
  onInit: lockJobStats,
  hooks: { afterError: [keepPublicErrorMessages] },
  email: emailAdapter(),
  // Admin uploads: refused with 413 as soon as a file passes the limit.
  upload: { limits: { fileSize: mediaMaxBytes() } },
  logger: createLogger(),
  jobs: {
    tasks: [notifyCompany, acknowledgeVisitor, deleteExpiredTask, purgeNotFoundTask],
    // Every web server sends queued mail every 10 seconds, each job claimed by one of them
    // (atomicJobClaims.ts), none once it is shutting down; tests and scripts run jobs themselves.
    // The daily retention job (features/privacy) has its own queue, looked at every minute.
    autoRun: [
      { cron: '*/10 * * * * *', limit: 20, queue: 'default', disableScheduling: true },
      { cron: '0 * * * * *', limit: 1, queue: 'privacy' },
    ],
    shouldAutoRun: () => jobsAutorun() && !isShuttingDown(),
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, hidden: hiddenUnless('team', 'manage'), group: 'Leads' },
      access: { read: may('team', 'manage'), create: nobody, update: may('team', 'manage'), delete: may('team', 'manage') },
    }),
  },
  plugins: [
    leadExports,
    seoPlugin({
      collections: [Pages.slug, Projects.slug, Posts.slug],
      uploadsCollection: Media.slug,
      tabbedUI: true,
      generateTitle: ({ doc }) => (doc as { title?: string }).title ?? '',
      generateURL: seoPreviewAddress,
    }),
    searchIndexPlugin,
    untouchedDraftsDiscarded,
    storagePlugin(),
    webhooksPlugin,
    // After the plugins that add collections, so that it sees them.
    auditTrail,
    companyTimeCells,
    // Last, so that it sees the collections the plugins above add.
    restGuards,
  ],
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
  telemetry: false,
})
