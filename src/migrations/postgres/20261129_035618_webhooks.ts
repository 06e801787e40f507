import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_webhooks_events" AS ENUM('lead.created', 'lead.updated');
  CREATE TYPE "public"."enum_webhooks_forms" AS ENUM('quote-requests', 'consultation-requests', 'newsletter-subscribers', 'contact-messages', 'career-applications', 'vendor-applications');
  CREATE TYPE "public"."enum_webhooks_format" AS ENUM('standard', 'slack', 'header-secret');
  CREATE TYPE "public"."enum_webhook_deliveries_event" AS ENUM('lead.created', 'lead.updated');
  CREATE TYPE "public"."enum_webhook_deliveries_state" AS ENUM('pending', 'delivered', 'failed', 'cancelled');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'webhook-created';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'webhook-changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'webhook-resent';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverWebhook' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverWebhook' BEFORE 'schedulePublish';
  CREATE TABLE "webhooks_events" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_webhooks_events",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "webhooks_forms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_webhooks_forms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "webhooks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"format" "enum_webhooks_format" DEFAULT 'standard' NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"failing" boolean DEFAULT false,
  	"stopped_because" varchar,
  	"secret" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "webhook_deliveries_attempts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_hand" boolean,
  	"status" numeric,
  	"outcome" varchar,
  	"duration_ms" numeric,
  	"excerpt" varchar
  );
  
  CREATE TABLE "webhook_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"webhook_id" integer NOT NULL,
  	"event" "enum_webhook_deliveries_event" NOT NULL,
  	"lead_collection" varchar NOT NULL,
  	"lead_id" varchar NOT NULL,
  	"changes" jsonb,
  	"message_id" varchar NOT NULL,
  	"state" "enum_webhook_deliveries_state" DEFAULT 'pending' NOT NULL,
  	"tries" numeric DEFAULT 0,
  	"next_try_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webhooks_id" integer;
  ALTER TABLE "webhooks_events" ADD CONSTRAINT "webhooks_events_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webhooks_forms" ADD CONSTRAINT "webhooks_forms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webhook_deliveries_attempts" ADD CONSTRAINT "webhook_deliveries_attempts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "webhooks_events_order_idx" ON "webhooks_events" USING btree ("order");
  CREATE INDEX "webhooks_events_parent_idx" ON "webhooks_events" USING btree ("parent_id");
  CREATE INDEX "webhooks_forms_order_idx" ON "webhooks_forms" USING btree ("order");
  CREATE INDEX "webhooks_forms_parent_idx" ON "webhooks_forms" USING btree ("parent_id");
  CREATE INDEX "webhooks_updated_at_idx" ON "webhooks" USING btree ("updated_at");
  CREATE INDEX "webhooks_created_at_idx" ON "webhooks" USING btree ("created_at");
  CREATE INDEX "webhook_deliveries_attempts_order_idx" ON "webhook_deliveries_attempts" USING btree ("_order");
  CREATE INDEX "webhook_deliveries_attempts_parent_id_idx" ON "webhook_deliveries_attempts" USING btree ("_parent_id");
  CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id");
  CREATE INDEX "webhook_deliveries_lead_collection_idx" ON "webhook_deliveries" USING btree ("lead_collection");
  CREATE INDEX "webhook_deliveries_lead_id_idx" ON "webhook_deliveries" USING btree ("lead_id");
  CREATE INDEX "webhook_deliveries_message_id_idx" ON "webhook_deliveries" USING btree ("message_id");
  CREATE INDEX "webhook_deliveries_state_idx" ON "webhook_deliveries" USING btree ("state");
  CREATE INDEX "webhook_deliveries_updated_at_idx" ON "webhook_deliveries" USING btree ("updated_at");
  CREATE INDEX "webhook_deliveries_created_at_idx" ON "webhook_deliveries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhooks_fk" FOREIGN KEY ("webhooks_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_webhooks_id_idx" ON "payload_locked_documents_rels" USING btree ("webhooks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webhooks_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhooks_forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhooks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhook_deliveries_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhook_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "webhooks_events" CASCADE;
  DROP TABLE "webhooks_forms" CASCADE;
  DROP TABLE "webhooks" CASCADE;
  DROP TABLE "webhook_deliveries_attempts" CASCADE;
  DROP TABLE "webhook_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_webhooks_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'two-factor-set-up', 'two-factor-reset', 'recovery-code-used', 'user-invited', 'user-created', 'roles-changed', 'user-removed', 'published', 'unpublished', 'deleted', 'settings-changed', 'lead-opened', 'lead-status-changed', 'lead-assigned', 'export-downloaded', 'file-downloaded', 'personal-data.expired', 'personal-data.exported', 'personal-data.erased');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyCompany', 'acknowledgeVisitor', 'deleteExpiredPersonalData', 'purgeNotFound', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyCompany', 'acknowledgeVisitor', 'deleteExpiredPersonalData', 'purgeNotFound', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_webhooks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webhooks_id";
  DROP TYPE "public"."enum_webhooks_events";
  DROP TYPE "public"."enum_webhooks_forms";
  DROP TYPE "public"."enum_webhooks_format";
  DROP TYPE "public"."enum_webhook_deliveries_event";
  DROP TYPE "public"."enum_webhook_deliveries_state";`)
}
