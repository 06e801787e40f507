import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`submission_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quote_requests_submission_key_idx\` ON \`quote_requests\` (\`submission_key\`);`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`submission_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultation_requests_submission_key_idx\` ON \`consultation_requests\` (\`submission_key\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`submission_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_submission_key_idx\` ON \`newsletter_subscribers\` (\`submission_key\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`submission_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_messages_submission_key_idx\` ON \`contact_messages\` (\`submission_key\`);`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`submission_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`career_applications_submission_key_idx\` ON \`career_applications\` (\`submission_key\`);`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`submission_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`vendor_applications_submission_key_idx\` ON \`vendor_applications\` (\`submission_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`quote_requests_submission_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`submission_key\`;`)
  await db.run(sql`DROP INDEX \`consultation_requests_submission_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`submission_key\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_submission_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`submission_key\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_submission_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`submission_key\`;`)
  await db.run(sql`DROP INDEX \`career_applications_submission_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`submission_key\`;`)
  await db.run(sql`DROP INDEX \`vendor_applications_submission_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`submission_key\`;`)
}
