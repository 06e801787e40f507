import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_files_worked_by" AS ENUM('salesLeads', 'careerApplications', 'newsletter');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('owner', 'marketing', 'sales', 'hr', 'agency');
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "lead_files" ADD COLUMN "worked_by" "enum_lead_files_worked_by";
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_roles_value_idx" ON "users_roles" USING btree ("value");
  CREATE INDEX "lead_files_worked_by_idx" ON "lead_files" USING btree ("worked_by");`)
  // Every account made before roles could do everything: each keeps that as an owner.
  await db.execute(sql`INSERT INTO "users_roles" ("order", "parent_id", "value") SELECT 1, "id", 'owner' FROM "users";`)
  // A stored file is read by those who read the leads it came with.
  await db.execute(sql`UPDATE "lead_files" SET "worked_by" = 'careerApplications' WHERE "id" IN (SELECT "resume_id" FROM "career_applications");`)
  await db.execute(sql`UPDATE "lead_files" SET "worked_by" = 'salesLeads' WHERE "id" IN (SELECT "company_profile_id" FROM "vendor_applications");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_roles" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_roles" CASCADE;
  DROP INDEX IF EXISTS "lead_files_worked_by_idx";
  ALTER TABLE "lead_files" DROP COLUMN "worked_by";
  DROP TYPE "public"."enum_lead_files_worked_by";
  DROP TYPE "public"."enum_users_roles";`)
}
