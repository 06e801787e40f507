import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { sectorsDataStatements } from '../sectorsData'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sectors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar NOT NULL,
  	"order" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "projects" ADD COLUMN "sector_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sectors_id" integer;
  CREATE UNIQUE INDEX "sectors_name_idx" ON "sectors" USING btree ("name");
  CREATE UNIQUE INDEX "sectors_slug_idx" ON "sectors" USING btree ("slug");`)
  for (const statement of sectorsDataStatements('postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "projects" ALTER COLUMN "sector_id" SET NOT NULL;
  CREATE INDEX "sectors_updated_at_idx" ON "sectors" USING btree ("updated_at");
  CREATE INDEX "sectors_created_at_idx" ON "sectors" USING btree ("created_at");
  ALTER TABLE "projects" ADD CONSTRAINT "projects_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sectors_fk" FOREIGN KEY ("sectors_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "projects_sector_idx" ON "projects" USING btree ("sector_id");
  CREATE INDEX "payload_locked_documents_rels_sectors_id_idx" ON "payload_locked_documents_rels" USING btree ("sectors_id");
  ALTER TABLE "projects" DROP COLUMN "sector";
  DROP TYPE "public"."enum_projects_sector";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_projects_sector" AS ENUM('residential', 'commercial', 'retail', 'hospitality', 'healthcare', 'sports-and-leisure');
  ALTER TABLE "sectors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sectors" CASCADE;
  ALTER TABLE "projects" DROP CONSTRAINT "projects_sector_id_sectors_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sectors_fk";
  
  DROP INDEX "projects_sector_idx";
  DROP INDEX "payload_locked_documents_rels_sectors_id_idx";
  ALTER TABLE "projects" ADD COLUMN "sector" "enum_projects_sector" NOT NULL;
  ALTER TABLE "projects" DROP COLUMN "sector_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sectors_id";`)
}
