import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`language\` text DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`language\`;`)
}
