import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`kind\` text;`)
  await db.run(sql`CREATE INDEX \`media_kind_idx\` ON \`media\` (\`kind\`);`)
  // The files already uploaded, by their format (src/cms/collections/mediaKinds.ts as this migration was written).
  await db.run(sql`UPDATE \`media\` SET \`kind\` = CASE WHEN \`mime_type\` = 'image/svg+xml' THEN 'drawing' ELSE 'picture' END WHERE \`mime_type\` IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_kind_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`kind\`;`)
}
