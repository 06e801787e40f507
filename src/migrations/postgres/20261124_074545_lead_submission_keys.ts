import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "consultation_requests" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "vendor_applications" ADD COLUMN "submission_key" varchar;
  CREATE UNIQUE INDEX "quote_requests_submission_key_idx" ON "quote_requests" USING btree ("submission_key");
  CREATE UNIQUE INDEX "consultation_requests_submission_key_idx" ON "consultation_requests" USING btree ("submission_key");
  CREATE UNIQUE INDEX "newsletter_subscribers_submission_key_idx" ON "newsletter_subscribers" USING btree ("submission_key");
  CREATE UNIQUE INDEX "contact_messages_submission_key_idx" ON "contact_messages" USING btree ("submission_key");
  CREATE UNIQUE INDEX "career_applications_submission_key_idx" ON "career_applications" USING btree ("submission_key");
  CREATE UNIQUE INDEX "vendor_applications_submission_key_idx" ON "vendor_applications" USING btree ("submission_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "quote_requests_submission_key_idx";
  DROP INDEX "consultation_requests_submission_key_idx";
  DROP INDEX "newsletter_subscribers_submission_key_idx";
  DROP INDEX "contact_messages_submission_key_idx";
  DROP INDEX "career_applications_submission_key_idx";
  DROP INDEX "vendor_applications_submission_key_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "submission_key";
  ALTER TABLE "consultation_requests" DROP COLUMN "submission_key";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "submission_key";
  ALTER TABLE "contact_messages" DROP COLUMN "submission_key";
  ALTER TABLE "career_applications" DROP COLUMN "submission_key";
  ALTER TABLE "vendor_applications" DROP COLUMN "submission_key";`)
}
