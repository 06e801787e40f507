import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_media_kind" AS ENUM('picture', 'drawing');
  ALTER TABLE "media" ADD COLUMN "kind" "enum_media_kind";
  CREATE INDEX "media_kind_idx" ON "media" USING btree ("kind");`)
  // The files already uploaded, by their format (src/cms/collections/mediaKinds.ts as this migration was written).
  await db.execute(sql`
   UPDATE "media" SET "kind" = CASE WHEN "mime_type" = 'image/svg+xml' THEN 'drawing'::"enum_media_kind" ELSE 'picture'::"enum_media_kind" END WHERE "mime_type" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "media_kind_idx";
  ALTER TABLE "media" DROP COLUMN "kind";
  DROP TYPE "public"."enum_media_kind";`)
}
