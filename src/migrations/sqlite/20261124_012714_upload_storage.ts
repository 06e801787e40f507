import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`prefix\` text DEFAULT 'videos';`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`lead_files\` ADD \`prefix\` text DEFAULT 'lead-files';`)
  await db.run(sql`ALTER TABLE \`lead_files\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`exports\` ADD \`prefix\` text DEFAULT 'lead-exports';`)
  await db.run(sql`ALTER TABLE \`exports\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`lead_files\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`lead_files\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`exports\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`exports\` DROP COLUMN \`_objectkey\`;`)
}
