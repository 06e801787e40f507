import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sign_in_required_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sign_in\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sign_in_required_roles_order_idx\` ON \`sign_in_required_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sign_in_required_roles_parent_idx\` ON \`sign_in_required_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sign_in\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`grace_days\` numeric DEFAULT 7 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_enabled_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_grace_from\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_pending_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_recovery_codes\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_used_step\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sign_in_required_roles\`;`)
  await db.run(sql`DROP TABLE \`sign_in\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_enabled_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_grace_from\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_pending_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_recovery_codes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_used_step\`;`)
}
