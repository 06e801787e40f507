import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`quote_requests_spam_reasons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_requests_spam_reasons_order_idx\` ON \`quote_requests_spam_reasons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_spam_reasons_parent_idx\` ON \`quote_requests_spam_reasons\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consultation_requests_spam_reasons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`consultation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consultation_requests_spam_reasons_order_idx\` ON \`consultation_requests_spam_reasons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_spam_reasons_parent_idx\` ON \`consultation_requests_spam_reasons\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers_spam_reasons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_spam_reasons_order_idx\` ON \`newsletter_subscribers_spam_reasons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_spam_reasons_parent_idx\` ON \`newsletter_subscribers_spam_reasons\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages_spam_reasons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_spam_reasons_order_idx\` ON \`contact_messages_spam_reasons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_spam_reasons_parent_idx\` ON \`contact_messages_spam_reasons\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`career_applications_spam_reasons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`career_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`career_applications_spam_reasons_order_idx\` ON \`career_applications_spam_reasons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_spam_reasons_parent_idx\` ON \`career_applications_spam_reasons\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vendor_applications_spam_reasons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vendor_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vendor_applications_spam_reasons_order_idx\` ON \`vendor_applications_spam_reasons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_spam_reasons_parent_idx\` ON \`vendor_applications_spam_reasons\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`spam\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`quote_requests_spam_idx\` ON \`quote_requests\` (\`spam\`);`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`spam\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`consultation_requests_spam_idx\` ON \`consultation_requests\` (\`spam\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`spam\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_spam_idx\` ON \`newsletter_subscribers\` (\`spam\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`spam\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`contact_messages_spam_idx\` ON \`contact_messages\` (\`spam\`);`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`spam\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`career_applications_spam_idx\` ON \`career_applications\` (\`spam\`);`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`spam\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`vendor_applications_spam_idx\` ON \`vendor_applications\` (\`spam\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`quote_requests_spam_reasons\`;`)
  await db.run(sql`DROP TABLE \`consultation_requests_spam_reasons\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers_spam_reasons\`;`)
  await db.run(sql`DROP TABLE \`contact_messages_spam_reasons\`;`)
  await db.run(sql`DROP TABLE \`career_applications_spam_reasons\`;`)
  await db.run(sql`DROP TABLE \`vendor_applications_spam_reasons\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`quote_requests_spam_idx\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`spam\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`consultation_requests_spam_idx\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`spam\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`newsletter_subscribers_spam_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`spam\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`contact_messages_spam_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`spam\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`career_applications_spam_idx\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`spam\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`vendor_applications_spam_idx\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`spam\`;`)
}
