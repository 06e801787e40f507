import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`analytics\` ADD \`gtm_id\` text;`)
  await db.run(sql`ALTER TABLE \`analytics\` ADD \`ga4_id\` text;`)
  await db.run(sql`ALTER TABLE \`analytics\` ADD \`meta_pixel_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`analytics\` DROP COLUMN \`gtm_id\`;`)
  await db.run(sql`ALTER TABLE \`analytics\` DROP COLUMN \`ga4_id\`;`)
  await db.run(sql`ALTER TABLE \`analytics\` DROP COLUMN \`meta_pixel_id\`;`)
}
