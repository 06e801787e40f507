import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "analytics" ADD COLUMN "gtm_id" varchar;
  ALTER TABLE "analytics" ADD COLUMN "ga4_id" varchar;
  ALTER TABLE "analytics" ADD COLUMN "meta_pixel_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "analytics" DROP COLUMN "gtm_id";
  ALTER TABLE "analytics" DROP COLUMN "ga4_id";
  ALTER TABLE "analytics" DROP COLUMN "meta_pixel_id";`)
}
