import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`projects\` ADD \`facts_scope\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`facts_year\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`facts_scope\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`facts_year\`;`)
}
