import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_view_counts_device" AS ENUM('mobile', 'tablet', 'desktop');
  CREATE TABLE "view_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"page" varchar NOT NULL,
  	"source" varchar DEFAULT '' NOT NULL,
  	"medium" varchar DEFAULT '' NOT NULL,
  	"campaign" varchar DEFAULT '' NOT NULL,
  	"device" "enum_view_counts_device" NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"landings" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"view_retention_days" numeric DEFAULT 395,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "quote_requests" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "referrer" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "gclid" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "gbraid" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "wbraid" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "fbclid" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "msclkid" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "referrer" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "gclid" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "gbraid" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "wbraid" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "fbclid" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "msclkid" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "referrer" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "gclid" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "gbraid" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "wbraid" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "fbclid" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "msclkid" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "referrer" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "gclid" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "gbraid" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "wbraid" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "fbclid" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "msclkid" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "referrer" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "gclid" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "gbraid" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "wbraid" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "fbclid" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "msclkid" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "referrer" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "gclid" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "gbraid" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "wbraid" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "fbclid" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "msclkid" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "view_counts_id" integer;
  CREATE INDEX "view_counts_day_idx" ON "view_counts" USING btree ("day");
  CREATE INDEX "view_counts_updated_at_idx" ON "view_counts" USING btree ("updated_at");
  CREATE INDEX "view_counts_created_at_idx" ON "view_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_page_source_medium_campaign_device_idx" ON "view_counts" USING btree ("day","page","source","medium","campaign","device");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_view_counts_fk" FOREIGN KEY ("view_counts_id") REFERENCES "public"."view_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quote_requests_landing_page_idx" ON "quote_requests" USING btree ("landing_page");
  CREATE INDEX "quote_requests_referrer_idx" ON "quote_requests" USING btree ("referrer");
  CREATE INDEX "quote_requests_utm_source_idx" ON "quote_requests" USING btree ("utm_source");
  CREATE INDEX "quote_requests_utm_medium_idx" ON "quote_requests" USING btree ("utm_medium");
  CREATE INDEX "quote_requests_utm_campaign_idx" ON "quote_requests" USING btree ("utm_campaign");
  CREATE INDEX "consultation_requests_landing_page_idx" ON "consultation_requests" USING btree ("landing_page");
  CREATE INDEX "consultation_requests_referrer_idx" ON "consultation_requests" USING btree ("referrer");
  CREATE INDEX "consultation_requests_utm_source_idx" ON "consultation_requests" USING btree ("utm_source");
  CREATE INDEX "consultation_requests_utm_medium_idx" ON "consultation_requests" USING btree ("utm_medium");
  CREATE INDEX "consultation_requests_utm_campaign_idx" ON "consultation_requests" USING btree ("utm_campaign");
  CREATE INDEX "newsletter_subscribers_landing_page_idx" ON "newsletter_subscribers" USING btree ("landing_page");
  CREATE INDEX "newsletter_subscribers_referrer_idx" ON "newsletter_subscribers" USING btree ("referrer");
  CREATE INDEX "newsletter_subscribers_utm_source_idx" ON "newsletter_subscribers" USING btree ("utm_source");
  CREATE INDEX "newsletter_subscribers_utm_medium_idx" ON "newsletter_subscribers" USING btree ("utm_medium");
  CREATE INDEX "newsletter_subscribers_utm_campaign_idx" ON "newsletter_subscribers" USING btree ("utm_campaign");
  CREATE INDEX "contact_messages_landing_page_idx" ON "contact_messages" USING btree ("landing_page");
  CREATE INDEX "contact_messages_referrer_idx" ON "contact_messages" USING btree ("referrer");
  CREATE INDEX "contact_messages_utm_source_idx" ON "contact_messages" USING btree ("utm_source");
  CREATE INDEX "contact_messages_utm_medium_idx" ON "contact_messages" USING btree ("utm_medium");
  CREATE INDEX "contact_messages_utm_campaign_idx" ON "contact_messages" USING btree ("utm_campaign");
  CREATE INDEX "career_applications_landing_page_idx" ON "career_applications" USING btree ("landing_page");
  CREATE INDEX "career_applications_referrer_idx" ON "career_applications" USING btree ("referrer");
  CREATE INDEX "career_applications_utm_source_idx" ON "career_applications" USING btree ("utm_source");
  CREATE INDEX "career_applications_utm_medium_idx" ON "career_applications" USING btree ("utm_medium");
  CREATE INDEX "career_applications_utm_campaign_idx" ON "career_applications" USING btree ("utm_campaign");
  CREATE INDEX "vendor_applications_landing_page_idx" ON "vendor_applications" USING btree ("landing_page");
  CREATE INDEX "vendor_applications_referrer_idx" ON "vendor_applications" USING btree ("referrer");
  CREATE INDEX "vendor_applications_utm_source_idx" ON "vendor_applications" USING btree ("utm_source");
  CREATE INDEX "vendor_applications_utm_medium_idx" ON "vendor_applications" USING btree ("utm_medium");
  CREATE INDEX "vendor_applications_utm_campaign_idx" ON "vendor_applications" USING btree ("utm_campaign");
  CREATE INDEX "payload_locked_documents_rels_view_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("view_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "view_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "view_counts" CASCADE;
  DROP TABLE "analytics" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_view_counts_fk";
  
  DROP INDEX "quote_requests_landing_page_idx";
  DROP INDEX "quote_requests_referrer_idx";
  DROP INDEX "quote_requests_utm_source_idx";
  DROP INDEX "quote_requests_utm_medium_idx";
  DROP INDEX "quote_requests_utm_campaign_idx";
  DROP INDEX "consultation_requests_landing_page_idx";
  DROP INDEX "consultation_requests_referrer_idx";
  DROP INDEX "consultation_requests_utm_source_idx";
  DROP INDEX "consultation_requests_utm_medium_idx";
  DROP INDEX "consultation_requests_utm_campaign_idx";
  DROP INDEX "newsletter_subscribers_landing_page_idx";
  DROP INDEX "newsletter_subscribers_referrer_idx";
  DROP INDEX "newsletter_subscribers_utm_source_idx";
  DROP INDEX "newsletter_subscribers_utm_medium_idx";
  DROP INDEX "newsletter_subscribers_utm_campaign_idx";
  DROP INDEX "contact_messages_landing_page_idx";
  DROP INDEX "contact_messages_referrer_idx";
  DROP INDEX "contact_messages_utm_source_idx";
  DROP INDEX "contact_messages_utm_medium_idx";
  DROP INDEX "contact_messages_utm_campaign_idx";
  DROP INDEX "career_applications_landing_page_idx";
  DROP INDEX "career_applications_referrer_idx";
  DROP INDEX "career_applications_utm_source_idx";
  DROP INDEX "career_applications_utm_medium_idx";
  DROP INDEX "career_applications_utm_campaign_idx";
  DROP INDEX "vendor_applications_landing_page_idx";
  DROP INDEX "vendor_applications_referrer_idx";
  DROP INDEX "vendor_applications_utm_source_idx";
  DROP INDEX "vendor_applications_utm_medium_idx";
  DROP INDEX "vendor_applications_utm_campaign_idx";
  DROP INDEX "payload_locked_documents_rels_view_counts_id_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "landing_page";
  ALTER TABLE "quote_requests" DROP COLUMN "referrer";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_source";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_medium";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_campaign";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_term";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_content";
  ALTER TABLE "quote_requests" DROP COLUMN "gclid";
  ALTER TABLE "quote_requests" DROP COLUMN "gbraid";
  ALTER TABLE "quote_requests" DROP COLUMN "wbraid";
  ALTER TABLE "quote_requests" DROP COLUMN "fbclid";
  ALTER TABLE "quote_requests" DROP COLUMN "msclkid";
  ALTER TABLE "consultation_requests" DROP COLUMN "landing_page";
  ALTER TABLE "consultation_requests" DROP COLUMN "referrer";
  ALTER TABLE "consultation_requests" DROP COLUMN "utm_source";
  ALTER TABLE "consultation_requests" DROP COLUMN "utm_medium";
  ALTER TABLE "consultation_requests" DROP COLUMN "utm_campaign";
  ALTER TABLE "consultation_requests" DROP COLUMN "utm_term";
  ALTER TABLE "consultation_requests" DROP COLUMN "utm_content";
  ALTER TABLE "consultation_requests" DROP COLUMN "gclid";
  ALTER TABLE "consultation_requests" DROP COLUMN "gbraid";
  ALTER TABLE "consultation_requests" DROP COLUMN "wbraid";
  ALTER TABLE "consultation_requests" DROP COLUMN "fbclid";
  ALTER TABLE "consultation_requests" DROP COLUMN "msclkid";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "landing_page";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "referrer";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "utm_source";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "utm_medium";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "utm_campaign";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "utm_term";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "utm_content";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "gclid";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "gbraid";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "wbraid";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "fbclid";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "msclkid";
  ALTER TABLE "contact_messages" DROP COLUMN "landing_page";
  ALTER TABLE "contact_messages" DROP COLUMN "referrer";
  ALTER TABLE "contact_messages" DROP COLUMN "utm_source";
  ALTER TABLE "contact_messages" DROP COLUMN "utm_medium";
  ALTER TABLE "contact_messages" DROP COLUMN "utm_campaign";
  ALTER TABLE "contact_messages" DROP COLUMN "utm_term";
  ALTER TABLE "contact_messages" DROP COLUMN "utm_content";
  ALTER TABLE "contact_messages" DROP COLUMN "gclid";
  ALTER TABLE "contact_messages" DROP COLUMN "gbraid";
  ALTER TABLE "contact_messages" DROP COLUMN "wbraid";
  ALTER TABLE "contact_messages" DROP COLUMN "fbclid";
  ALTER TABLE "contact_messages" DROP COLUMN "msclkid";
  ALTER TABLE "career_applications" DROP COLUMN "landing_page";
  ALTER TABLE "career_applications" DROP COLUMN "referrer";
  ALTER TABLE "career_applications" DROP COLUMN "utm_source";
  ALTER TABLE "career_applications" DROP COLUMN "utm_medium";
  ALTER TABLE "career_applications" DROP COLUMN "utm_campaign";
  ALTER TABLE "career_applications" DROP COLUMN "utm_term";
  ALTER TABLE "career_applications" DROP COLUMN "utm_content";
  ALTER TABLE "career_applications" DROP COLUMN "gclid";
  ALTER TABLE "career_applications" DROP COLUMN "gbraid";
  ALTER TABLE "career_applications" DROP COLUMN "wbraid";
  ALTER TABLE "career_applications" DROP COLUMN "fbclid";
  ALTER TABLE "career_applications" DROP COLUMN "msclkid";
  ALTER TABLE "vendor_applications" DROP COLUMN "landing_page";
  ALTER TABLE "vendor_applications" DROP COLUMN "referrer";
  ALTER TABLE "vendor_applications" DROP COLUMN "utm_source";
  ALTER TABLE "vendor_applications" DROP COLUMN "utm_medium";
  ALTER TABLE "vendor_applications" DROP COLUMN "utm_campaign";
  ALTER TABLE "vendor_applications" DROP COLUMN "utm_term";
  ALTER TABLE "vendor_applications" DROP COLUMN "utm_content";
  ALTER TABLE "vendor_applications" DROP COLUMN "gclid";
  ALTER TABLE "vendor_applications" DROP COLUMN "gbraid";
  ALTER TABLE "vendor_applications" DROP COLUMN "wbraid";
  ALTER TABLE "vendor_applications" DROP COLUMN "fbclid";
  ALTER TABLE "vendor_applications" DROP COLUMN "msclkid";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "view_counts_id";
  DROP TYPE "public"."enum_view_counts_device";`)
}
