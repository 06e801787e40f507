import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sign_in_required_roles" AS ENUM('owner', 'marketing', 'sales', 'hr', 'agency');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-set-up' BEFORE 'user-invited';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-reset' BEFORE 'user-invited';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'recovery-code-used' BEFORE 'user-invited';
  CREATE TABLE "sign_in_required_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sign_in_required_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sign_in" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"grace_days" numeric DEFAULT 7 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "two_factor_enabled_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "two_factor_grace_from" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "two_factor_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "two_factor_used_step" numeric;
  ALTER TABLE "sign_in_required_roles" ADD CONSTRAINT "sign_in_required_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sign_in"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sign_in_required_roles_order_idx" ON "sign_in_required_roles" USING btree ("order");
  CREATE INDEX "sign_in_required_roles_parent_idx" ON "sign_in_required_roles" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sign_in_required_roles" CASCADE;
  DROP TABLE "sign_in" CASCADE;
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'user-invited', 'user-created', 'roles-changed', 'user-removed', 'published', 'unpublished', 'deleted', 'settings-changed', 'lead-opened', 'lead-status-changed', 'lead-assigned', 'export-downloaded', 'file-downloaded');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "users" DROP COLUMN "two_factor_enabled_at";
  ALTER TABLE "users" DROP COLUMN "two_factor_grace_from";
  ALTER TABLE "users" DROP COLUMN "two_factor_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_pending_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_recovery_codes";
  ALTER TABLE "users" DROP COLUMN "two_factor_used_step";
  DROP TYPE "public"."enum_sign_in_required_roles";`)
}
