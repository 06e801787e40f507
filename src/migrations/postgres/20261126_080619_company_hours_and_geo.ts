import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { query } from '../adapters/postgres'
import { convertHoursCodes, restoreHoursCodes } from '../companyHoursData'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_company_opening_hours_days" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TABLE "company_opening_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_company_opening_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "company_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  ALTER TABLE "company" ADD COLUMN "geo_latitude" numeric;
  ALTER TABLE "company" ADD COLUMN "geo_longitude" numeric;
  ALTER TABLE "company_opening_hours_days" ADD CONSTRAINT "company_opening_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."company_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_opening_hours" ADD CONSTRAINT "company_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "company_opening_hours_days_order_idx" ON "company_opening_hours_days" USING btree ("order");
  CREATE INDEX "company_opening_hours_days_parent_idx" ON "company_opening_hours_days" USING btree ("parent_id");
  CREATE INDEX "company_opening_hours_order_idx" ON "company_opening_hours" USING btree ("_order");
  CREATE INDEX "company_opening_hours_parent_id_idx" ON "company_opening_hours" USING btree ("_parent_id");`)
  await convertHoursCodes(query(db))
  await db.execute(sql`
  ALTER TABLE "company" DROP COLUMN "opening_hours";
  ALTER TABLE "company" DROP COLUMN "opening_hours_code";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company" ADD COLUMN "opening_hours" varchar;
  ALTER TABLE "company" ADD COLUMN "opening_hours_code" varchar DEFAULT 'Mo-Sa 09:00-18:00';`)
  await restoreHoursCodes(query(db))
  await db.execute(sql`
  DROP TABLE "company_opening_hours_days" CASCADE;
  DROP TABLE "company_opening_hours" CASCADE;
  ALTER TABLE "company" DROP COLUMN "geo_latitude";
  ALTER TABLE "company" DROP COLUMN "geo_longitude";
  DROP TYPE "public"."enum_company_opening_hours_days";`)
}
