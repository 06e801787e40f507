import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`view_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`page\` text NOT NULL,
  	\`source\` text DEFAULT '' NOT NULL,
  	\`medium\` text DEFAULT '' NOT NULL,
  	\`campaign\` text DEFAULT '' NOT NULL,
  	\`device\` text NOT NULL,
  	\`views\` numeric DEFAULT 0 NOT NULL,
  	\`landings\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`view_counts_day_idx\` ON \`view_counts\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`view_counts_updated_at_idx\` ON \`view_counts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`view_counts_created_at_idx\` ON \`view_counts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_page_source_medium_campaign_device_idx\` ON \`view_counts\` (\`day\`,\`page\`,\`source\`,\`medium\`,\`campaign\`,\`device\`);`)
  await db.run(sql`CREATE TABLE \`analytics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`view_retention_days\` numeric DEFAULT 395,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`referrer\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`utm_term\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`gclid\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`gbraid\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`wbraid\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`fbclid\` text;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`msclkid\` text;`)
  await db.run(sql`CREATE INDEX \`quote_requests_landing_page_idx\` ON \`quote_requests\` (\`landing_page\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_referrer_idx\` ON \`quote_requests\` (\`referrer\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_utm_source_idx\` ON \`quote_requests\` (\`utm_source\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_utm_medium_idx\` ON \`quote_requests\` (\`utm_medium\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_utm_campaign_idx\` ON \`quote_requests\` (\`utm_campaign\`);`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`referrer\` text;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`utm_term\` text;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`gclid\` text;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`gbraid\` text;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`wbraid\` text;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`fbclid\` text;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`msclkid\` text;`)
  await db.run(sql`CREATE INDEX \`consultation_requests_landing_page_idx\` ON \`consultation_requests\` (\`landing_page\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_referrer_idx\` ON \`consultation_requests\` (\`referrer\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_utm_source_idx\` ON \`consultation_requests\` (\`utm_source\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_utm_medium_idx\` ON \`consultation_requests\` (\`utm_medium\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_utm_campaign_idx\` ON \`consultation_requests\` (\`utm_campaign\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`referrer\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`utm_term\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`gclid\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`gbraid\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`wbraid\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`fbclid\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`msclkid\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_landing_page_idx\` ON \`newsletter_subscribers\` (\`landing_page\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_referrer_idx\` ON \`newsletter_subscribers\` (\`referrer\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_utm_source_idx\` ON \`newsletter_subscribers\` (\`utm_source\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_utm_medium_idx\` ON \`newsletter_subscribers\` (\`utm_medium\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_utm_campaign_idx\` ON \`newsletter_subscribers\` (\`utm_campaign\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`referrer\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`utm_term\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`gclid\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`gbraid\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`wbraid\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`fbclid\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`msclkid\` text;`)
  await db.run(sql`CREATE INDEX \`contact_messages_landing_page_idx\` ON \`contact_messages\` (\`landing_page\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_referrer_idx\` ON \`contact_messages\` (\`referrer\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_utm_source_idx\` ON \`contact_messages\` (\`utm_source\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_utm_medium_idx\` ON \`contact_messages\` (\`utm_medium\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_utm_campaign_idx\` ON \`contact_messages\` (\`utm_campaign\`);`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`referrer\` text;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`utm_term\` text;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`gclid\` text;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`gbraid\` text;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`wbraid\` text;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`fbclid\` text;`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`msclkid\` text;`)
  await db.run(sql`CREATE INDEX \`career_applications_landing_page_idx\` ON \`career_applications\` (\`landing_page\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_referrer_idx\` ON \`career_applications\` (\`referrer\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_utm_source_idx\` ON \`career_applications\` (\`utm_source\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_utm_medium_idx\` ON \`career_applications\` (\`utm_medium\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_utm_campaign_idx\` ON \`career_applications\` (\`utm_campaign\`);`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`referrer\` text;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`utm_term\` text;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`gclid\` text;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`gbraid\` text;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`wbraid\` text;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`fbclid\` text;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`msclkid\` text;`)
  await db.run(sql`CREATE INDEX \`vendor_applications_landing_page_idx\` ON \`vendor_applications\` (\`landing_page\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_referrer_idx\` ON \`vendor_applications\` (\`referrer\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_utm_source_idx\` ON \`vendor_applications\` (\`utm_source\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_utm_medium_idx\` ON \`vendor_applications\` (\`utm_medium\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_utm_campaign_idx\` ON \`vendor_applications\` (\`utm_campaign\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`view_counts_id\` integer REFERENCES view_counts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_view_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`view_counts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Off before the drops: with foreign keys on, SQLite checks the locked documents' links to a table dropped a moment before.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`view_counts\`;`)
  await db.run(sql`DROP TABLE \`analytics\`;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`projects_id\` integer,
  	\`sectors_id\` integer,
  	\`posts_id\` integer,
  	\`clients_id\` integer,
  	\`vacancies_id\` integer,
  	\`media_id\` integer,
  	\`videos_id\` integer,
  	\`quote_requests_id\` integer,
  	\`consultation_requests_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`contact_messages_id\` integer,
  	\`career_applications_id\` integer,
  	\`vendor_applications_id\` integer,
  	\`lead_files_id\` integer,
  	\`users_id\` integer,
  	\`search_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sectors_id\`) REFERENCES \`sectors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quote_requests_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultation_requests_id\`) REFERENCES \`consultation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`career_applications_id\`) REFERENCES \`career_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vendor_applications_id\`) REFERENCES \`vendor_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_files_id\`) REFERENCES \`lead_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "projects_id", "sectors_id", "posts_id", "clients_id", "vacancies_id", "media_id", "videos_id", "quote_requests_id", "consultation_requests_id", "newsletter_subscribers_id", "contact_messages_id", "career_applications_id", "vendor_applications_id", "lead_files_id", "users_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "projects_id", "sectors_id", "posts_id", "clients_id", "vacancies_id", "media_id", "videos_id", "quote_requests_id", "consultation_requests_id", "newsletter_subscribers_id", "contact_messages_id", "career_applications_id", "vendor_applications_id", "lead_files_id", "users_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sectors_id_idx\` ON \`payload_locked_documents_rels\` (\`sectors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vacancies_id_idx\` ON \`payload_locked_documents_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quote_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`quote_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consultation_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`consultation_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_career_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`career_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vendor_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`vendor_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_files_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
  await db.run(sql`DROP INDEX \`quote_requests_landing_page_idx\`;`)
  await db.run(sql`DROP INDEX \`quote_requests_referrer_idx\`;`)
  await db.run(sql`DROP INDEX \`quote_requests_utm_source_idx\`;`)
  await db.run(sql`DROP INDEX \`quote_requests_utm_medium_idx\`;`)
  await db.run(sql`DROP INDEX \`quote_requests_utm_campaign_idx\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`landing_page\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`referrer\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`utm_term\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`utm_content\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`gclid\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`gbraid\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`wbraid\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`fbclid\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`msclkid\`;`)
  await db.run(sql`DROP INDEX \`consultation_requests_landing_page_idx\`;`)
  await db.run(sql`DROP INDEX \`consultation_requests_referrer_idx\`;`)
  await db.run(sql`DROP INDEX \`consultation_requests_utm_source_idx\`;`)
  await db.run(sql`DROP INDEX \`consultation_requests_utm_medium_idx\`;`)
  await db.run(sql`DROP INDEX \`consultation_requests_utm_campaign_idx\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`landing_page\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`referrer\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`utm_term\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`utm_content\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`gclid\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`gbraid\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`wbraid\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`fbclid\`;`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` DROP COLUMN \`msclkid\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_landing_page_idx\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_referrer_idx\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_utm_source_idx\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_utm_medium_idx\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_utm_campaign_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`landing_page\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`referrer\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`utm_term\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`utm_content\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`gclid\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`gbraid\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`wbraid\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`fbclid\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`msclkid\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_landing_page_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_referrer_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_utm_source_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_utm_medium_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_utm_campaign_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`landing_page\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`referrer\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`utm_term\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`utm_content\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`gclid\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`gbraid\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`wbraid\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`fbclid\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`msclkid\`;`)
  await db.run(sql`DROP INDEX \`career_applications_landing_page_idx\`;`)
  await db.run(sql`DROP INDEX \`career_applications_referrer_idx\`;`)
  await db.run(sql`DROP INDEX \`career_applications_utm_source_idx\`;`)
  await db.run(sql`DROP INDEX \`career_applications_utm_medium_idx\`;`)
  await db.run(sql`DROP INDEX \`career_applications_utm_campaign_idx\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`landing_page\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`referrer\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`utm_term\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`utm_content\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`gclid\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`gbraid\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`wbraid\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`fbclid\`;`)
  await db.run(sql`ALTER TABLE \`career_applications\` DROP COLUMN \`msclkid\`;`)
  await db.run(sql`DROP INDEX \`vendor_applications_landing_page_idx\`;`)
  await db.run(sql`DROP INDEX \`vendor_applications_referrer_idx\`;`)
  await db.run(sql`DROP INDEX \`vendor_applications_utm_source_idx\`;`)
  await db.run(sql`DROP INDEX \`vendor_applications_utm_medium_idx\`;`)
  await db.run(sql`DROP INDEX \`vendor_applications_utm_campaign_idx\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`landing_page\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`referrer\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`utm_term\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`utm_content\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`gclid\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`gbraid\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`wbraid\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`fbclid\`;`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` DROP COLUMN \`msclkid\`;`)
}
