import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { pageTypesDataStatements } from '../pageTypesData'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`navigation_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`projects_id\` integer,
  	\`posts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_rels_order_idx\` ON \`navigation_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_parent_idx\` ON \`navigation_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_path_idx\` ON \`navigation_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_pages_id_idx\` ON \`navigation_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_projects_id_idx\` ON \`navigation_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_posts_id_idx\` ON \`navigation_rels\` (\`posts_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_navigation_main_menu_groups_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`target\` text DEFAULT 'document',
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_main_menu_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_main_menu_groups_links\`("_order", "_parent_id", "id", "label", "target", "href") SELECT "_order", "_parent_id", "id", "label", 'address', "href" FROM \`navigation_main_menu_groups_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_main_menu_groups_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_main_menu_groups_links\` RENAME TO \`navigation_main_menu_groups_links\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`navigation_main_menu_groups_links_order_idx\` ON \`navigation_main_menu_groups_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_main_menu_groups_links_parent_id_idx\` ON \`navigation_main_menu_groups_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_main_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`target\` text DEFAULT 'document',
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_main_menu\`("_order", "_parent_id", "id", "label", "target", "href") SELECT "_order", "_parent_id", "id", "label", 'address', "href" FROM \`navigation_main_menu\`;`)
  await db.run(sql`DROP TABLE \`navigation_main_menu\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_main_menu\` RENAME TO \`navigation_main_menu\`;`)
  await db.run(sql`CREATE INDEX \`navigation_main_menu_order_idx\` ON \`navigation_main_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_main_menu_parent_id_idx\` ON \`navigation_main_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`target\` text DEFAULT 'document',
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_footer_links\`("_order", "_parent_id", "id", "label", "target", "href") SELECT "_order", "_parent_id", "id", "label", 'address', "href" FROM \`navigation_footer_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_footer_links\` RENAME TO \`navigation_footer_links\`;`)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_order_idx\` ON \`navigation_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_parent_id_idx\` ON \`navigation_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`page_type\` text DEFAULT 'standard';`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_generate_slug\` integer DEFAULT true;`)
  for (const statement of pageTypesDataStatements('sqlite')) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Off before the drops: with foreign keys on, SQLite checks the locked documents' links to a table dropped a moment before.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`navigation_rels\`;`)
  await db.run(sql`CREATE TABLE \`__new_navigation_main_menu_groups_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_main_menu_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_main_menu_groups_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`navigation_main_menu_groups_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_main_menu_groups_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_main_menu_groups_links\` RENAME TO \`navigation_main_menu_groups_links\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`navigation_main_menu_groups_links_order_idx\` ON \`navigation_main_menu_groups_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_main_menu_groups_links_parent_id_idx\` ON \`navigation_main_menu_groups_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_main_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_main_menu\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`navigation_main_menu\`;`)
  await db.run(sql`DROP TABLE \`navigation_main_menu\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_main_menu\` RENAME TO \`navigation_main_menu\`;`)
  await db.run(sql`CREATE INDEX \`navigation_main_menu_order_idx\` ON \`navigation_main_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_main_menu_parent_id_idx\` ON \`navigation_main_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_footer_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`navigation_footer_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_footer_links\` RENAME TO \`navigation_footer_links\`;`)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_order_idx\` ON \`navigation_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_parent_id_idx\` ON \`navigation_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`page_type\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_generate_slug\`;`)
}
