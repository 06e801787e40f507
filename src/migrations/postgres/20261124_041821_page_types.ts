import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { pageTypesDataStatements } from '../pageTypesData'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_page_type" AS ENUM('standard', 'service', 'landing');
  CREATE TYPE "public"."enum_navigation_main_menu_groups_links_target" AS ENUM('document', 'address');
  CREATE TYPE "public"."enum_navigation_main_menu_target" AS ENUM('document', 'address');
  CREATE TYPE "public"."enum_navigation_footer_links_target" AS ENUM('document', 'address');
  CREATE TABLE "navigation_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"projects_id" integer,
  	"posts_id" integer
  );
  
  ALTER TABLE "navigation_main_menu_groups_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_main_menu_groups_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_main_menu" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_main_menu" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_footer_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_footer_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "pages" ADD COLUMN "page_type" "enum_pages_page_type" DEFAULT 'standard';
  ALTER TABLE "projects" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "posts" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "_posts_v" ADD COLUMN "version_generate_slug" boolean DEFAULT true;
  ALTER TABLE "navigation_main_menu_groups_links" ADD COLUMN "target" "enum_navigation_main_menu_groups_links_target" DEFAULT 'document';
  ALTER TABLE "navigation_main_menu" ADD COLUMN "target" "enum_navigation_main_menu_target" DEFAULT 'document';
  ALTER TABLE "navigation_footer_links" ADD COLUMN "target" "enum_navigation_footer_links_target" DEFAULT 'document';
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "navigation_rels_order_idx" ON "navigation_rels" USING btree ("order");
  CREATE INDEX "navigation_rels_parent_idx" ON "navigation_rels" USING btree ("parent_id");
  CREATE INDEX "navigation_rels_path_idx" ON "navigation_rels" USING btree ("path");
  CREATE INDEX "navigation_rels_pages_id_idx" ON "navigation_rels" USING btree ("pages_id");
  CREATE INDEX "navigation_rels_projects_id_idx" ON "navigation_rels" USING btree ("projects_id");
  CREATE INDEX "navigation_rels_posts_id_idx" ON "navigation_rels" USING btree ("posts_id");`)
  for (const statement of pageTypesDataStatements('postgres')) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "navigation_rels" CASCADE;
  ALTER TABLE "navigation_main_menu_groups_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_main_menu_groups_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_main_menu" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_main_menu" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_footer_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_footer_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "generate_slug";
  ALTER TABLE "pages" DROP COLUMN "page_type";
  ALTER TABLE "projects" DROP COLUMN "generate_slug";
  ALTER TABLE "posts" DROP COLUMN "generate_slug";
  ALTER TABLE "_posts_v" DROP COLUMN "version_generate_slug";
  ALTER TABLE "navigation_main_menu_groups_links" DROP COLUMN "target";
  ALTER TABLE "navigation_main_menu" DROP COLUMN "target";
  ALTER TABLE "navigation_footer_links" DROP COLUMN "target";
  DROP TYPE "public"."enum_pages_page_type";
  DROP TYPE "public"."enum_navigation_main_menu_groups_links_target";
  DROP TYPE "public"."enum_navigation_main_menu_target";
  DROP TYPE "public"."enum_navigation_footer_links_target";`)
}
