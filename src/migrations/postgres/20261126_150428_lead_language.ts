import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_requests_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_consultation_requests_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_newsletter_subscribers_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_contact_messages_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_career_applications_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_vendor_applications_language" AS ENUM('en', 'ar');
  ALTER TABLE "quote_requests" ADD COLUMN "language" "enum_quote_requests_language" DEFAULT 'en';
  ALTER TABLE "consultation_requests" ADD COLUMN "language" "enum_consultation_requests_language" DEFAULT 'en';
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" "enum_newsletter_subscribers_language" DEFAULT 'en';
  ALTER TABLE "contact_messages" ADD COLUMN "language" "enum_contact_messages_language" DEFAULT 'en';
  ALTER TABLE "career_applications" ADD COLUMN "language" "enum_career_applications_language" DEFAULT 'en';
  ALTER TABLE "vendor_applications" ADD COLUMN "language" "enum_vendor_applications_language" DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests" DROP COLUMN "language";
  ALTER TABLE "consultation_requests" DROP COLUMN "language";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "language";
  ALTER TABLE "contact_messages" DROP COLUMN "language";
  ALTER TABLE "career_applications" DROP COLUMN "language";
  ALTER TABLE "vendor_applications" DROP COLUMN "language";
  DROP TYPE "public"."enum_quote_requests_language";
  DROP TYPE "public"."enum_consultation_requests_language";
  DROP TYPE "public"."enum_newsletter_subscribers_language";
  DROP TYPE "public"."enum_contact_messages_language";
  DROP TYPE "public"."enum_career_applications_language";
  DROP TYPE "public"."enum_vendor_applications_language";`)
}
