import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"portrait_id" integer,
  	"name" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"biography" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_details_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"href" varchar NOT NULL,
  	"link_label" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_legal_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"table_of_contents" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_client_logos" ADD COLUMN "show_descriptions" boolean DEFAULT false;
  ALTER TABLE "company" ADD COLUMN "jurisdiction" varchar DEFAULT 'the United Arab Emirates, Emirate of Dubai' NOT NULL;
  ALTER TABLE "pages_blocks_profile" ADD CONSTRAINT "pages_blocks_profile_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_profile" ADD CONSTRAINT "pages_blocks_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_details_links" ADD CONSTRAINT "pages_blocks_contact_details_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_details" ADD CONSTRAINT "pages_blocks_contact_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_legal_text" ADD CONSTRAINT "pages_blocks_legal_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_profile_order_idx" ON "pages_blocks_profile" USING btree ("_order");
  CREATE INDEX "pages_blocks_profile_parent_id_idx" ON "pages_blocks_profile" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_profile_path_idx" ON "pages_blocks_profile" USING btree ("_path");
  CREATE INDEX "pages_blocks_profile_portrait_idx" ON "pages_blocks_profile" USING btree ("portrait_id");
  CREATE INDEX "pages_blocks_contact_details_links_order_idx" ON "pages_blocks_contact_details_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_details_links_parent_id_idx" ON "pages_blocks_contact_details_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_details_order_idx" ON "pages_blocks_contact_details" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_details_parent_id_idx" ON "pages_blocks_contact_details" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_details_path_idx" ON "pages_blocks_contact_details" USING btree ("_path");
  CREATE INDEX "pages_blocks_legal_text_order_idx" ON "pages_blocks_legal_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_legal_text_parent_id_idx" ON "pages_blocks_legal_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_legal_text_path_idx" ON "pages_blocks_legal_text" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_profile" CASCADE;
  DROP TABLE "pages_blocks_contact_details_links" CASCADE;
  DROP TABLE "pages_blocks_contact_details" CASCADE;
  DROP TABLE "pages_blocks_legal_text" CASCADE;
  ALTER TABLE "pages_blocks_client_logos" DROP COLUMN "show_descriptions";
  ALTER TABLE "company" DROP COLUMN "jurisdiction";`)
}
