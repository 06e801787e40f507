import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_profile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`portrait_id\` integer,
  	\`name\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`biography\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_order_idx\` ON \`pages_blocks_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_parent_id_idx\` ON \`pages_blocks_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_path_idx\` ON \`pages_blocks_profile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_portrait_idx\` ON \`pages_blocks_profile\` (\`portrait_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_details_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`href\` text NOT NULL,
  	\`link_label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_links_order_idx\` ON \`pages_blocks_contact_details_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_links_parent_id_idx\` ON \`pages_blocks_contact_details_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_order_idx\` ON \`pages_blocks_contact_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_parent_id_idx\` ON \`pages_blocks_contact_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_path_idx\` ON \`pages_blocks_contact_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_legal_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`table_of_contents\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_text_order_idx\` ON \`pages_blocks_legal_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_text_parent_id_idx\` ON \`pages_blocks_legal_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_text_path_idx\` ON \`pages_blocks_legal_text\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_client_logos\` ADD \`show_descriptions\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`jurisdiction\` text DEFAULT 'the United Arab Emirates, Emirate of Dubai' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_profile\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_details_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_details\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_legal_text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_client_logos\` DROP COLUMN \`show_descriptions\`;`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`jurisdiction\`;`)
}
