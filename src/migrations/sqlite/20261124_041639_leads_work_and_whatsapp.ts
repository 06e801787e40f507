import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`quote_requests_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`written_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_requests_notes_order_idx\` ON \`quote_requests_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_notes_parent_id_idx\` ON \`quote_requests_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_notes_author_idx\` ON \`quote_requests_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`consultation_requests_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`written_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consultation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consultation_requests_notes_order_idx\` ON \`consultation_requests_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_notes_parent_id_idx\` ON \`consultation_requests_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_notes_author_idx\` ON \`consultation_requests_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`written_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_notes_order_idx\` ON \`newsletter_subscribers_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_notes_parent_id_idx\` ON \`newsletter_subscribers_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_notes_author_idx\` ON \`newsletter_subscribers_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`written_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_notes_order_idx\` ON \`contact_messages_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_notes_parent_id_idx\` ON \`contact_messages_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_notes_author_idx\` ON \`contact_messages_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`career_applications_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`written_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`career_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`career_applications_notes_order_idx\` ON \`career_applications_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_notes_parent_id_idx\` ON \`career_applications_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_notes_author_idx\` ON \`career_applications_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`vendor_applications_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`written_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vendor_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vendor_applications_notes_order_idx\` ON \`vendor_applications_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_notes_parent_id_idx\` ON \`vendor_applications_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_notes_author_idx\` ON \`vendor_applications_notes\` (\`author_id\`);`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`quote_requests_assigned_to_idx\` ON \`quote_requests\` (\`assigned_to_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_source_page_idx\` ON \`quote_requests\` (\`source_page\`);`)
  await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_assigned_to_idx\` ON \`consultation_requests\` (\`assigned_to_id\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_source_page_idx\` ON \`consultation_requests\` (\`source_page\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_assigned_to_idx\` ON \`newsletter_subscribers\` (\`assigned_to_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_source_page_idx\` ON \`newsletter_subscribers\` (\`source_page\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`contact_messages_assigned_to_idx\` ON \`contact_messages\` (\`assigned_to_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_source_page_idx\` ON \`contact_messages\` (\`source_page\`);`)
  await db.run(sql`ALTER TABLE \`career_applications\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`career_applications_assigned_to_idx\` ON \`career_applications\` (\`assigned_to_id\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_source_page_idx\` ON \`career_applications\` (\`source_page\`);`)
  await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_assigned_to_idx\` ON \`vendor_applications\` (\`assigned_to_id\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_source_page_idx\` ON \`vendor_applications\` (\`source_page\`);`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`social_whatsapp_separate\` integer;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`quote_requests_notes\`;`)
  await db.run(sql`DROP TABLE \`consultation_requests_notes\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers_notes\`;`)
  await db.run(sql`DROP TABLE \`contact_messages_notes\`;`)
  await db.run(sql`DROP TABLE \`career_applications_notes\`;`)
  await db.run(sql`DROP TABLE \`vendor_applications_notes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_quote_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`work_type\` text NOT NULL,
  	\`project_category\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source_page\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quote_requests\`("id", "name", "phone", "email", "work_type", "project_category", "message", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at") SELECT "id", "name", "phone", "email", "work_type", "project_category", "message", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at" FROM \`quote_requests\`;`)
  await db.run(sql`DROP TABLE \`quote_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_quote_requests\` RENAME TO \`quote_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`quote_requests_status_idx\` ON \`quote_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_ip_hash_idx\` ON \`quote_requests\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_updated_at_idx\` ON \`quote_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_created_at_idx\` ON \`quote_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_consultation_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`c_name\` text NOT NULL,
  	\`c_phone\` text NOT NULL,
  	\`c_email\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source_page\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_consultation_requests\`("id", "c_name", "c_phone", "c_email", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at") SELECT "id", "c_name", "c_phone", "c_email", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at" FROM \`consultation_requests\`;`)
  await db.run(sql`DROP TABLE \`consultation_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_consultation_requests\` RENAME TO \`consultation_requests\`;`)
  await db.run(sql`CREATE INDEX \`consultation_requests_status_idx\` ON \`consultation_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_ip_hash_idx\` ON \`consultation_requests\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_updated_at_idx\` ON \`consultation_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_created_at_idx\` ON \`consultation_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`s_name\` text NOT NULL,
  	\`s_email\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source_page\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_newsletter_subscribers\`("id", "s_name", "s_email", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at") SELECT "id", "s_name", "s_email", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at" FROM \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_subscribers\` RENAME TO \`newsletter_subscribers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_s_email_idx\` ON \`newsletter_subscribers\` (\`s_email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_status_idx\` ON \`newsletter_subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_ip_hash_idx\` ON \`newsletter_subscribers\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source_page\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_messages\`("id", "name", "phone", "email", "message", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at") SELECT "id", "name", "phone", "email", "message", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at" FROM \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_messages\` RENAME TO \`contact_messages\`;`)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_ip_hash_idx\` ON \`contact_messages\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_career_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name_c\` text NOT NULL,
  	\`phone_c\` text NOT NULL,
  	\`email_c\` text NOT NULL,
  	\`role_c\` text NOT NULL,
  	\`linked_profile_link\` text NOT NULL,
  	\`resume_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source_page\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`resume_id\`) REFERENCES \`lead_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_career_applications\`("id", "name_c", "phone_c", "email_c", "role_c", "linked_profile_link", "resume_id", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at") SELECT "id", "name_c", "phone_c", "email_c", "role_c", "linked_profile_link", "resume_id", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at" FROM \`career_applications\`;`)
  await db.run(sql`DROP TABLE \`career_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_career_applications\` RENAME TO \`career_applications\`;`)
  await db.run(sql`CREATE INDEX \`career_applications_resume_idx\` ON \`career_applications\` (\`resume_id\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_status_idx\` ON \`career_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_ip_hash_idx\` ON \`career_applications\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_updated_at_idx\` ON \`career_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_created_at_idx\` ON \`career_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_vendor_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`work_type\` text NOT NULL,
  	\`website\` text NOT NULL,
  	\`company_profile_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source_page\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`company_profile_id\`) REFERENCES \`lead_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vendor_applications\`("id", "company_name", "first_name", "phone", "email", "work_type", "website", "company_profile_id", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at") SELECT "id", "company_name", "first_name", "phone", "email", "work_type", "website", "company_profile_id", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at" FROM \`vendor_applications\`;`)
  await db.run(sql`DROP TABLE \`vendor_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_vendor_applications\` RENAME TO \`vendor_applications\`;`)
  await db.run(sql`CREATE INDEX \`vendor_applications_company_profile_idx\` ON \`vendor_applications\` (\`company_profile_id\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_status_idx\` ON \`vendor_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_ip_hash_idx\` ON \`vendor_applications\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_updated_at_idx\` ON \`vendor_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_created_at_idx\` ON \`vendor_applications\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`social_whatsapp_separate\`;`)
}
