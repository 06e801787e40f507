import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_value_idx\` ON \`users_roles\` (\`value\`);`)
  await db.run(sql`ALTER TABLE \`lead_files\` ADD \`worked_by\` text;`)
  await db.run(sql`CREATE INDEX \`lead_files_worked_by_idx\` ON \`lead_files\` (\`worked_by\`);`)
  // Every account made before roles could do everything: each keeps that as an owner.
  await db.run(sql`INSERT INTO \`users_roles\` (\`order\`, \`parent_id\`, \`value\`) SELECT 1, \`id\`, 'owner' FROM \`users\`;`)
  // A stored file is read by those who read the leads it came with.
  await db.run(sql`UPDATE \`lead_files\` SET \`worked_by\` = 'careerApplications' WHERE \`id\` IN (SELECT \`resume_id\` FROM \`career_applications\`);`)
  await db.run(sql`UPDATE \`lead_files\` SET \`worked_by\` = 'salesLeads' WHERE \`id\` IN (SELECT \`company_profile_id\` FROM \`vendor_applications\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP INDEX \`lead_files_worked_by_idx\`;`)
  await db.run(sql`ALTER TABLE \`lead_files\` DROP COLUMN \`worked_by\`;`)
}
