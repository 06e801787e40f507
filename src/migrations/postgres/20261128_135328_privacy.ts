import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'personal-data.expired';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'personal-data.exported';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'personal-data.erased';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deleteExpiredPersonalData' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deleteExpiredPersonalData' BEFORE 'createCollectionExport';
  CREATE TABLE "privacy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"leads_months" numeric DEFAULT 24 NOT NULL,
  	"vendor_applications_months" numeric DEFAULT 24 NOT NULL,
  	"career_applications_months" numeric DEFAULT 12 NOT NULL,
  	"audit_log_months" numeric DEFAULT 24 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "quote_requests" ADD COLUMN "keep" boolean DEFAULT false;
  ALTER TABLE "consultation_requests" ADD COLUMN "keep" boolean DEFAULT false;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "consented_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_page" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_wording" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "keep" boolean DEFAULT false;
  ALTER TABLE "career_applications" ADD COLUMN "keep" boolean DEFAULT false;
  ALTER TABLE "vendor_applications" ADD COLUMN "keep" boolean DEFAULT false;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "privacy" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'two-factor-set-up', 'two-factor-reset', 'recovery-code-used', 'user-invited', 'user-created', 'roles-changed', 'user-removed', 'published', 'unpublished', 'deleted', 'settings-changed', 'lead-opened', 'lead-status-changed', 'lead-assigned', 'export-downloaded', 'file-downloaded');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyCompany', 'acknowledgeVisitor', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyCompany', 'acknowledgeVisitor', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "quote_requests" DROP COLUMN "keep";
  ALTER TABLE "consultation_requests" DROP COLUMN "keep";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "consented_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "consent_page";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "consent_wording";
  ALTER TABLE "contact_messages" DROP COLUMN "keep";
  ALTER TABLE "career_applications" DROP COLUMN "keep";
  ALTER TABLE "vendor_applications" DROP COLUMN "keep";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";`)
}
