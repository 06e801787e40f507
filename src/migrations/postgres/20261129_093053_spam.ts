import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_requests_spam_reasons" AS ENUM('honeypot', 'noProofOfWork', 'failedProofOfWork', 'reusedProofOfWork', 'linkInName', 'foreignScript', 'tooFast', 'burst');
  CREATE TYPE "public"."enum_consultation_requests_spam_reasons" AS ENUM('honeypot', 'noProofOfWork', 'failedProofOfWork', 'reusedProofOfWork', 'linkInName', 'foreignScript', 'tooFast', 'burst');
  CREATE TYPE "public"."enum_newsletter_subscribers_spam_reasons" AS ENUM('honeypot', 'noProofOfWork', 'failedProofOfWork', 'reusedProofOfWork', 'linkInName', 'foreignScript', 'tooFast', 'burst');
  CREATE TYPE "public"."enum_contact_messages_spam_reasons" AS ENUM('honeypot', 'noProofOfWork', 'failedProofOfWork', 'reusedProofOfWork', 'linkInName', 'foreignScript', 'tooFast', 'burst');
  CREATE TYPE "public"."enum_career_applications_spam_reasons" AS ENUM('honeypot', 'noProofOfWork', 'failedProofOfWork', 'reusedProofOfWork', 'linkInName', 'foreignScript', 'tooFast', 'burst');
  CREATE TYPE "public"."enum_vendor_applications_spam_reasons" AS ENUM('honeypot', 'noProofOfWork', 'failedProofOfWork', 'reusedProofOfWork', 'linkInName', 'foreignScript', 'tooFast', 'burst');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'lead-not-spam';
  CREATE TABLE "quote_requests_spam_reasons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_quote_requests_spam_reasons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "consultation_requests_spam_reasons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_consultation_requests_spam_reasons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers_spam_reasons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_newsletter_subscribers_spam_reasons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contact_messages_spam_reasons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_contact_messages_spam_reasons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "career_applications_spam_reasons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_career_applications_spam_reasons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "vendor_applications_spam_reasons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_vendor_applications_spam_reasons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "quote_requests" ADD COLUMN "spam" boolean DEFAULT false;
  ALTER TABLE "consultation_requests" ADD COLUMN "spam" boolean DEFAULT false;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "spam" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "spam" boolean DEFAULT false;
  ALTER TABLE "career_applications" ADD COLUMN "spam" boolean DEFAULT false;
  ALTER TABLE "vendor_applications" ADD COLUMN "spam" boolean DEFAULT false;
  ALTER TABLE "quote_requests_spam_reasons" ADD CONSTRAINT "quote_requests_spam_reasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultation_requests_spam_reasons" ADD CONSTRAINT "consultation_requests_spam_reasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers_spam_reasons" ADD CONSTRAINT "newsletter_subscribers_spam_reasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_messages_spam_reasons" ADD CONSTRAINT "contact_messages_spam_reasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "career_applications_spam_reasons" ADD CONSTRAINT "career_applications_spam_reasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."career_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vendor_applications_spam_reasons" ADD CONSTRAINT "vendor_applications_spam_reasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vendor_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quote_requests_spam_reasons_order_idx" ON "quote_requests_spam_reasons" USING btree ("order");
  CREATE INDEX "quote_requests_spam_reasons_parent_idx" ON "quote_requests_spam_reasons" USING btree ("parent_id");
  CREATE INDEX "consultation_requests_spam_reasons_order_idx" ON "consultation_requests_spam_reasons" USING btree ("order");
  CREATE INDEX "consultation_requests_spam_reasons_parent_idx" ON "consultation_requests_spam_reasons" USING btree ("parent_id");
  CREATE INDEX "newsletter_subscribers_spam_reasons_order_idx" ON "newsletter_subscribers_spam_reasons" USING btree ("order");
  CREATE INDEX "newsletter_subscribers_spam_reasons_parent_idx" ON "newsletter_subscribers_spam_reasons" USING btree ("parent_id");
  CREATE INDEX "contact_messages_spam_reasons_order_idx" ON "contact_messages_spam_reasons" USING btree ("order");
  CREATE INDEX "contact_messages_spam_reasons_parent_idx" ON "contact_messages_spam_reasons" USING btree ("parent_id");
  CREATE INDEX "career_applications_spam_reasons_order_idx" ON "career_applications_spam_reasons" USING btree ("order");
  CREATE INDEX "career_applications_spam_reasons_parent_idx" ON "career_applications_spam_reasons" USING btree ("parent_id");
  CREATE INDEX "vendor_applications_spam_reasons_order_idx" ON "vendor_applications_spam_reasons" USING btree ("order");
  CREATE INDEX "vendor_applications_spam_reasons_parent_idx" ON "vendor_applications_spam_reasons" USING btree ("parent_id");
  CREATE INDEX "quote_requests_spam_idx" ON "quote_requests" USING btree ("spam");
  CREATE INDEX "consultation_requests_spam_idx" ON "consultation_requests" USING btree ("spam");
  CREATE INDEX "newsletter_subscribers_spam_idx" ON "newsletter_subscribers" USING btree ("spam");
  CREATE INDEX "contact_messages_spam_idx" ON "contact_messages" USING btree ("spam");
  CREATE INDEX "career_applications_spam_idx" ON "career_applications" USING btree ("spam");
  CREATE INDEX "vendor_applications_spam_idx" ON "vendor_applications" USING btree ("spam");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests_spam_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultation_requests_spam_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers_spam_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages_spam_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "career_applications_spam_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vendor_applications_spam_reasons" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quote_requests_spam_reasons" CASCADE;
  DROP TABLE "consultation_requests_spam_reasons" CASCADE;
  DROP TABLE "newsletter_subscribers_spam_reasons" CASCADE;
  DROP TABLE "contact_messages_spam_reasons" CASCADE;
  DROP TABLE "career_applications_spam_reasons" CASCADE;
  DROP TABLE "vendor_applications_spam_reasons" CASCADE;
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'two-factor-set-up', 'two-factor-reset', 'recovery-code-used', 'user-invited', 'user-created', 'roles-changed', 'user-removed', 'published', 'unpublished', 'deleted', 'settings-changed', 'lead-opened', 'lead-status-changed', 'lead-assigned', 'export-downloaded', 'file-downloaded', 'personal-data.expired', 'personal-data.exported', 'personal-data.erased', 'webhook-created', 'webhook-changed', 'webhook-resent');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX IF EXISTS "quote_requests_spam_idx";
  DROP INDEX IF EXISTS "consultation_requests_spam_idx";
  DROP INDEX IF EXISTS "newsletter_subscribers_spam_idx";
  DROP INDEX IF EXISTS "contact_messages_spam_idx";
  DROP INDEX IF EXISTS "career_applications_spam_idx";
  DROP INDEX IF EXISTS "vendor_applications_spam_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "spam";
  ALTER TABLE "consultation_requests" DROP COLUMN "spam";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "spam";
  ALTER TABLE "contact_messages" DROP COLUMN "spam";
  ALTER TABLE "career_applications" DROP COLUMN "spam";
  ALTER TABLE "vendor_applications" DROP COLUMN "spam";
  DROP TYPE "public"."enum_quote_requests_spam_reasons";
  DROP TYPE "public"."enum_consultation_requests_spam_reasons";
  DROP TYPE "public"."enum_newsletter_subscribers_spam_reasons";
  DROP TYPE "public"."enum_contact_messages_spam_reasons";
  DROP TYPE "public"."enum_career_applications_spam_reasons";
  DROP TYPE "public"."enum_vendor_applications_spam_reasons";`)
}
