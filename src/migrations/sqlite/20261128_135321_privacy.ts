import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`privacy\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`leads_months\` numeric DEFAULT 24 NOT NULL,
  	\`vendor_applications_months\` numeric DEFAULT 24 NOT NULL,
  	\`career_applications_months\` numeric DEFAULT 12 NOT NULL,
  	\`audit_log_months\` numeric DEFAULT 24 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`keep\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`keep\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`consented_at\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`consent_page\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`consent_wording\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`keep\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`keep\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`keep\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`privacy\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`keep\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`keep\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`consented_at\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`consent_page\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`consent_wording\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`keep\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`keep\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`keep\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
