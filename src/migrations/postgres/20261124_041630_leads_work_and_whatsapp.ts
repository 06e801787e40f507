import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "quote_requests_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "consultation_requests_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "newsletter_subscribers_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_messages_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "career_applications_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "vendor_applications_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "quote_requests" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "consultation_requests" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "contact_messages" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "career_applications" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "vendor_applications" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "company" ADD COLUMN "social_whatsapp_separate" boolean;
  ALTER TABLE "quote_requests_notes" ADD CONSTRAINT "quote_requests_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests_notes" ADD CONSTRAINT "quote_requests_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultation_requests_notes" ADD CONSTRAINT "consultation_requests_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultation_requests_notes" ADD CONSTRAINT "consultation_requests_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers_notes" ADD CONSTRAINT "newsletter_subscribers_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers_notes" ADD CONSTRAINT "newsletter_subscribers_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_messages_notes" ADD CONSTRAINT "contact_messages_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages_notes" ADD CONSTRAINT "contact_messages_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "career_applications_notes" ADD CONSTRAINT "career_applications_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "career_applications_notes" ADD CONSTRAINT "career_applications_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."career_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vendor_applications_notes" ADD CONSTRAINT "vendor_applications_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vendor_applications_notes" ADD CONSTRAINT "vendor_applications_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vendor_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quote_requests_notes_order_idx" ON "quote_requests_notes" USING btree ("_order");
  CREATE INDEX "quote_requests_notes_parent_id_idx" ON "quote_requests_notes" USING btree ("_parent_id");
  CREATE INDEX "quote_requests_notes_author_idx" ON "quote_requests_notes" USING btree ("author_id");
  CREATE INDEX "consultation_requests_notes_order_idx" ON "consultation_requests_notes" USING btree ("_order");
  CREATE INDEX "consultation_requests_notes_parent_id_idx" ON "consultation_requests_notes" USING btree ("_parent_id");
  CREATE INDEX "consultation_requests_notes_author_idx" ON "consultation_requests_notes" USING btree ("author_id");
  CREATE INDEX "newsletter_subscribers_notes_order_idx" ON "newsletter_subscribers_notes" USING btree ("_order");
  CREATE INDEX "newsletter_subscribers_notes_parent_id_idx" ON "newsletter_subscribers_notes" USING btree ("_parent_id");
  CREATE INDEX "newsletter_subscribers_notes_author_idx" ON "newsletter_subscribers_notes" USING btree ("author_id");
  CREATE INDEX "contact_messages_notes_order_idx" ON "contact_messages_notes" USING btree ("_order");
  CREATE INDEX "contact_messages_notes_parent_id_idx" ON "contact_messages_notes" USING btree ("_parent_id");
  CREATE INDEX "contact_messages_notes_author_idx" ON "contact_messages_notes" USING btree ("author_id");
  CREATE INDEX "career_applications_notes_order_idx" ON "career_applications_notes" USING btree ("_order");
  CREATE INDEX "career_applications_notes_parent_id_idx" ON "career_applications_notes" USING btree ("_parent_id");
  CREATE INDEX "career_applications_notes_author_idx" ON "career_applications_notes" USING btree ("author_id");
  CREATE INDEX "vendor_applications_notes_order_idx" ON "vendor_applications_notes" USING btree ("_order");
  CREATE INDEX "vendor_applications_notes_parent_id_idx" ON "vendor_applications_notes" USING btree ("_parent_id");
  CREATE INDEX "vendor_applications_notes_author_idx" ON "vendor_applications_notes" USING btree ("author_id");
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quote_requests_assigned_to_idx" ON "quote_requests" USING btree ("assigned_to_id");
  CREATE INDEX "quote_requests_source_page_idx" ON "quote_requests" USING btree ("source_page");
  CREATE INDEX "consultation_requests_assigned_to_idx" ON "consultation_requests" USING btree ("assigned_to_id");
  CREATE INDEX "consultation_requests_source_page_idx" ON "consultation_requests" USING btree ("source_page");
  CREATE INDEX "newsletter_subscribers_assigned_to_idx" ON "newsletter_subscribers" USING btree ("assigned_to_id");
  CREATE INDEX "newsletter_subscribers_source_page_idx" ON "newsletter_subscribers" USING btree ("source_page");
  CREATE INDEX "contact_messages_assigned_to_idx" ON "contact_messages" USING btree ("assigned_to_id");
  CREATE INDEX "contact_messages_source_page_idx" ON "contact_messages" USING btree ("source_page");
  CREATE INDEX "career_applications_assigned_to_idx" ON "career_applications" USING btree ("assigned_to_id");
  CREATE INDEX "career_applications_source_page_idx" ON "career_applications" USING btree ("source_page");
  CREATE INDEX "vendor_applications_assigned_to_idx" ON "vendor_applications" USING btree ("assigned_to_id");
  CREATE INDEX "vendor_applications_source_page_idx" ON "vendor_applications" USING btree ("source_page");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultation_requests_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "career_applications_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vendor_applications_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quote_requests_notes" CASCADE;
  DROP TABLE "consultation_requests_notes" CASCADE;
  DROP TABLE "newsletter_subscribers_notes" CASCADE;
  DROP TABLE "contact_messages_notes" CASCADE;
  DROP TABLE "career_applications_notes" CASCADE;
  DROP TABLE "vendor_applications_notes" CASCADE;
  ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_assigned_to_id_users_id_fk";
  
  ALTER TABLE "consultation_requests" DROP CONSTRAINT "consultation_requests_assigned_to_id_users_id_fk";
  
  ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_assigned_to_id_users_id_fk";
  
  ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_assigned_to_id_users_id_fk";
  
  ALTER TABLE "career_applications" DROP CONSTRAINT "career_applications_assigned_to_id_users_id_fk";
  
  ALTER TABLE "vendor_applications" DROP CONSTRAINT "vendor_applications_assigned_to_id_users_id_fk";
  
  DROP INDEX "quote_requests_assigned_to_idx";
  DROP INDEX "quote_requests_source_page_idx";
  DROP INDEX "consultation_requests_assigned_to_idx";
  DROP INDEX "consultation_requests_source_page_idx";
  DROP INDEX "newsletter_subscribers_assigned_to_idx";
  DROP INDEX "newsletter_subscribers_source_page_idx";
  DROP INDEX "contact_messages_assigned_to_idx";
  DROP INDEX "contact_messages_source_page_idx";
  DROP INDEX "career_applications_assigned_to_idx";
  DROP INDEX "career_applications_source_page_idx";
  DROP INDEX "vendor_applications_assigned_to_idx";
  DROP INDEX "vendor_applications_source_page_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "assigned_to_id";
  ALTER TABLE "consultation_requests" DROP COLUMN "assigned_to_id";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "assigned_to_id";
  ALTER TABLE "contact_messages" DROP COLUMN "assigned_to_id";
  ALTER TABLE "career_applications" DROP COLUMN "assigned_to_id";
  ALTER TABLE "vendor_applications" DROP COLUMN "assigned_to_id";
  ALTER TABLE "company" DROP COLUMN "social_whatsapp_separate";`)
}
