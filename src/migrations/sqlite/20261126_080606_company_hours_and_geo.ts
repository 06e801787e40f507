import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { query } from '../adapters/sqlite'
import { convertHoursCodes, restoreHoursCodes } from '../companyHoursData'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`company_opening_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`company_opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_opening_hours_days_order_idx\` ON \`company_opening_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`company_opening_hours_days_parent_idx\` ON \`company_opening_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text NOT NULL,
  	\`closes\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_opening_hours_order_idx\` ON \`company_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_opening_hours_parent_id_idx\` ON \`company_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`geo_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`geo_longitude\` numeric;`)
  await convertHoursCodes(query(db))
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`opening_hours\`;`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`opening_hours_code\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`company\` ADD \`opening_hours\` text;`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`opening_hours_code\` text DEFAULT 'Mo-Sa 09:00-18:00';`)
  await restoreHoursCodes(query(db))
  await db.run(sql`DROP TABLE \`company_opening_hours_days\`;`)
  await db.run(sql`DROP TABLE \`company_opening_hours\`;`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`geo_latitude\`;`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`geo_longitude\`;`)
}
