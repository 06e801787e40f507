import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_benefits_items_icon" AS ENUM('time', 'reliability', 'quality', 'budget', 'space');
  CREATE TYPE "public"."enum__pages_v_blocks_carousel_show" AS ENUM('tiles', 'wide');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_layout" AS ENUM('grid', 'rows');
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_form" AS ENUM('quote', 'consultation', 'newsletter', 'contact', 'career', 'vendor');
  CREATE TYPE "public"."enum__pages_v_version_page_type" AS ENUM('standard', 'service', 'landing');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_video_display" AS ENUM('inline', 'feature');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_pages_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tagline" varchar,
  	"image_id" integer,
  	"show_breadcrumb" boolean DEFAULT true,
  	"show_contact_actions" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"icon" "enum__pages_v_blocks_benefits_items_icon" DEFAULT 'quality',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_process" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently Asked Questions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"show" "enum__pages_v_blocks_carousel_show" DEFAULT 'tiles',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"href" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"layout" "enum__pages_v_blocks_cards_layout" DEFAULT 'grid',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"detail" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_consultation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Free Consultation',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_enquiry" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"form" "enum__pages_v_blocks_lead_form_form",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_client_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"limit" numeric DEFAULT 12,
  	"show_descriptions" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_vacancies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'OPEN VACANCIES',
  	"apply_line" varchar DEFAULT 'Join us in shaping luxury spaces that inspire',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"portrait_id" integer,
  	"name" varchar,
  	"role" varchar,
  	"biography" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_details_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"href" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_legal_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"table_of_contents" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_page_type" "enum__pages_v_version_page_type" DEFAULT 'standard',
  	"version_breadcrumb" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_projects_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_selling_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_sector_id" integer,
  	"version_description" jsonb,
  	"version_main_image_id" integer,
  	"version_breadcrumb" varchar,
  	"version_video_id" integer,
  	"version_video_display" "enum__projects_v_version_video_display" DEFAULT 'inline',
  	"version_facts_scope" varchar,
  	"version_facts_completion_time" varchar,
  	"version_facts_year" numeric,
  	"version_facts_requirements" varchar,
  	"version_facts_construction" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_featured" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_projects_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
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
  
  ALTER TABLE "pages_blocks_banner" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_intro" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_intro" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "pages_blocks_rich_text" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "pages_blocks_benefits_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_benefits_items" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "pages_blocks_gallery_images" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_gallery" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_process_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_process_steps" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "pages_blocks_process" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_faq_items" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "pages_blocks_faq_items" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "pages_blocks_faq" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_carousel_slides" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_carousel" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_carousel" ALTER COLUMN "show" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cards_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cards_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cards" ALTER COLUMN "layout" DROP NOT NULL;
  ALTER TABLE "pages_blocks_testimonials_items" ALTER COLUMN "quote" DROP NOT NULL;
  ALTER TABLE "pages_blocks_testimonials_items" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pages_blocks_testimonials" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_consultation" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_consultation" ALTER COLUMN "button_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_enquiry" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" DROP NOT NULL;
  ALTER TABLE "pages_blocks_projects" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_projects" ALTER COLUMN "limit" DROP NOT NULL;
  ALTER TABLE "pages_blocks_client_logos" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_client_logos" ALTER COLUMN "limit" DROP NOT NULL;
  ALTER TABLE "pages_blocks_latest_posts" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_latest_posts" ALTER COLUMN "limit" DROP NOT NULL;
  ALTER TABLE "pages_blocks_vacancies" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_profile" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_profile" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pages_blocks_profile" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "pages_blocks_profile" ALTER COLUMN "biography" DROP NOT NULL;
  ALTER TABLE "pages_blocks_contact_details_links" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_contact_details_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "pages_blocks_contact_details_links" ALTER COLUMN "link_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_legal_text" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "projects_gallery" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "projects_selling_points" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects_selling_points" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "location" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "sector_id" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "projects" ADD COLUMN "_status" "enum_projects_status" DEFAULT 'draft';
  UPDATE "pages" SET "_status" = 'published';
  UPDATE "projects" SET "_status" = 'published';
  ALTER TABLE "_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "quote_requests" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "consultation_requests" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "contact_messages" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "career_applications" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "vendor_applications" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "company" ADD COLUMN "social_whatsapp_separate" boolean;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_intro" ADD CONSTRAINT "_pages_v_blocks_intro_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_intro" ADD CONSTRAINT "_pages_v_blocks_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_benefits_items" ADD CONSTRAINT "_pages_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_benefits" ADD CONSTRAINT "_pages_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_images" ADD CONSTRAINT "_pages_v_blocks_gallery_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_images" ADD CONSTRAINT "_pages_v_blocks_gallery_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery" ADD CONSTRAINT "_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_process_steps" ADD CONSTRAINT "_pages_v_blocks_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_process"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_process" ADD CONSTRAINT "_pages_v_blocks_process_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel" ADD CONSTRAINT "_pages_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD CONSTRAINT "_pages_v_blocks_cards_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD CONSTRAINT "_pages_v_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards" ADD CONSTRAINT "_pages_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_items" ADD CONSTRAINT "_pages_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_consultation" ADD CONSTRAINT "_pages_v_blocks_consultation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_enquiry" ADD CONSTRAINT "_pages_v_blocks_enquiry_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_projects" ADD CONSTRAINT "_pages_v_blocks_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_client_logos" ADD CONSTRAINT "_pages_v_blocks_client_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_posts" ADD CONSTRAINT "_pages_v_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_vacancies" ADD CONSTRAINT "_pages_v_blocks_vacancies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_profile" ADD CONSTRAINT "_pages_v_blocks_profile_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_profile" ADD CONSTRAINT "_pages_v_blocks_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_details_links" ADD CONSTRAINT "_pages_v_blocks_contact_details_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_details" ADD CONSTRAINT "_pages_v_blocks_contact_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal_text" ADD CONSTRAINT "_pages_v_blocks_legal_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_version_gallery" ADD CONSTRAINT "_projects_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_version_gallery" ADD CONSTRAINT "_projects_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_selling_points" ADD CONSTRAINT "_projects_v_version_selling_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_sector_id_sectors_id_fk" FOREIGN KEY ("version_sector_id") REFERENCES "public"."sectors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_main_image_id_media_id_fk" FOREIGN KEY ("version_main_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_video_id_videos_id_fk" FOREIGN KEY ("version_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_texts" ADD CONSTRAINT "_projects_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "_pages_v_blocks_banner_order_idx" ON "_pages_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_banner_parent_id_idx" ON "_pages_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_path_idx" ON "_pages_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_banner_image_idx" ON "_pages_v_blocks_banner" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_intro_order_idx" ON "_pages_v_blocks_intro" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_intro_parent_id_idx" ON "_pages_v_blocks_intro" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_intro_path_idx" ON "_pages_v_blocks_intro" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_intro_image_idx" ON "_pages_v_blocks_intro" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_benefits_items_order_idx" ON "_pages_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_benefits_items_parent_id_idx" ON "_pages_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_benefits_order_idx" ON "_pages_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_benefits_parent_id_idx" ON "_pages_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_benefits_path_idx" ON "_pages_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_gallery_images_order_idx" ON "_pages_v_blocks_gallery_images" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_images_parent_id_idx" ON "_pages_v_blocks_gallery_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_images_image_idx" ON "_pages_v_blocks_gallery_images" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_gallery_order_idx" ON "_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_parent_id_idx" ON "_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_path_idx" ON "_pages_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_process_steps_order_idx" ON "_pages_v_blocks_process_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_process_steps_parent_id_idx" ON "_pages_v_blocks_process_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_process_order_idx" ON "_pages_v_blocks_process" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_process_parent_id_idx" ON "_pages_v_blocks_process" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_process_path_idx" ON "_pages_v_blocks_process" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_carousel_slides_order_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_carousel_slides_parent_id_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_image_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_carousel_order_idx" ON "_pages_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_carousel_parent_id_idx" ON "_pages_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_path_idx" ON "_pages_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cards_items_order_idx" ON "_pages_v_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_items_parent_id_idx" ON "_pages_v_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_items_image_idx" ON "_pages_v_blocks_cards_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_cards_order_idx" ON "_pages_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_parent_id_idx" ON "_pages_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_path_idx" ON "_pages_v_blocks_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonials_items_order_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_items_parent_id_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_consultation_order_idx" ON "_pages_v_blocks_consultation" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_consultation_parent_id_idx" ON "_pages_v_blocks_consultation" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_consultation_path_idx" ON "_pages_v_blocks_consultation" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_enquiry_order_idx" ON "_pages_v_blocks_enquiry" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_enquiry_parent_id_idx" ON "_pages_v_blocks_enquiry" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_enquiry_path_idx" ON "_pages_v_blocks_enquiry" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_lead_form_order_idx" ON "_pages_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_parent_id_idx" ON "_pages_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_path_idx" ON "_pages_v_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_projects_order_idx" ON "_pages_v_blocks_projects" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_projects_parent_id_idx" ON "_pages_v_blocks_projects" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_projects_path_idx" ON "_pages_v_blocks_projects" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_client_logos_order_idx" ON "_pages_v_blocks_client_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_client_logos_parent_id_idx" ON "_pages_v_blocks_client_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_client_logos_path_idx" ON "_pages_v_blocks_client_logos" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_latest_posts_order_idx" ON "_pages_v_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_latest_posts_parent_id_idx" ON "_pages_v_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_posts_path_idx" ON "_pages_v_blocks_latest_posts" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_vacancies_order_idx" ON "_pages_v_blocks_vacancies" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_vacancies_parent_id_idx" ON "_pages_v_blocks_vacancies" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_vacancies_path_idx" ON "_pages_v_blocks_vacancies" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_profile_order_idx" ON "_pages_v_blocks_profile" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_profile_parent_id_idx" ON "_pages_v_blocks_profile" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_profile_path_idx" ON "_pages_v_blocks_profile" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_profile_portrait_idx" ON "_pages_v_blocks_profile" USING btree ("portrait_id");
  CREATE INDEX "_pages_v_blocks_contact_details_links_order_idx" ON "_pages_v_blocks_contact_details_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_details_links_parent_id_idx" ON "_pages_v_blocks_contact_details_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_details_order_idx" ON "_pages_v_blocks_contact_details" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_details_parent_id_idx" ON "_pages_v_blocks_contact_details" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_details_path_idx" ON "_pages_v_blocks_contact_details" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_legal_text_order_idx" ON "_pages_v_blocks_legal_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_legal_text_parent_id_idx" ON "_pages_v_blocks_legal_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_legal_text_path_idx" ON "_pages_v_blocks_legal_text" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_projects_v_version_gallery_order_idx" ON "_projects_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_projects_v_version_gallery_parent_id_idx" ON "_projects_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_gallery_image_idx" ON "_projects_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_projects_v_version_selling_points_order_idx" ON "_projects_v_version_selling_points" USING btree ("_order");
  CREATE INDEX "_projects_v_version_selling_points_parent_id_idx" ON "_projects_v_version_selling_points" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_sector_idx" ON "_projects_v" USING btree ("version_sector_id");
  CREATE INDEX "_projects_v_version_version_main_image_idx" ON "_projects_v" USING btree ("version_main_image_id");
  CREATE INDEX "_projects_v_version_version_video_idx" ON "_projects_v" USING btree ("version_video_id");
  CREATE INDEX "_projects_v_version_meta_version_meta_image_idx" ON "_projects_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v" USING btree ("version_slug");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_projects_v_autosave_idx" ON "_projects_v" USING btree ("autosave");
  CREATE INDEX "_projects_v_texts_order_parent" ON "_projects_v_texts" USING btree ("order","parent_id");
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
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
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
   ALTER TABLE "_pages_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_intro" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_benefits_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_process_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_process" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_consultation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_enquiry" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_client_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_latest_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_vacancies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_profile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_details_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_legal_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_selling_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultation_requests_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "career_applications_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vendor_applications_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_pages_v_blocks_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_intro" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_pages_v_blocks_benefits" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_images" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_process_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_process" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_items" CASCADE;
  DROP TABLE "_pages_v_blocks_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_consultation" CASCADE;
  DROP TABLE "_pages_v_blocks_enquiry" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form" CASCADE;
  DROP TABLE "_pages_v_blocks_projects" CASCADE;
  DROP TABLE "_pages_v_blocks_client_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_posts" CASCADE;
  DROP TABLE "_pages_v_blocks_vacancies" CASCADE;
  DROP TABLE "_pages_v_blocks_profile" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_details_links" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_details" CASCADE;
  DROP TABLE "_pages_v_blocks_legal_text" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_projects_v_version_gallery" CASCADE;
  DROP TABLE "_projects_v_version_selling_points" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_texts" CASCADE;
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
  
  DROP INDEX "pages__status_idx";
  DROP INDEX "projects__status_idx";
  DROP INDEX "_posts_v_autosave_idx";
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
  ALTER TABLE "pages_blocks_banner" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_intro" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_intro" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "pages_blocks_rich_text" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "pages_blocks_benefits_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_benefits_items" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "pages_blocks_gallery_images" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_gallery" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_process_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_process_steps" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "pages_blocks_process" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_faq_items" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "pages_blocks_faq_items" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "pages_blocks_faq" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_carousel_slides" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_carousel" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_carousel" ALTER COLUMN "show" SET NOT NULL;
  ALTER TABLE "pages_blocks_cards_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_cards_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "pages_blocks_cards" ALTER COLUMN "layout" SET NOT NULL;
  ALTER TABLE "pages_blocks_testimonials_items" ALTER COLUMN "quote" SET NOT NULL;
  ALTER TABLE "pages_blocks_testimonials_items" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pages_blocks_testimonials" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_consultation" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_consultation" ALTER COLUMN "button_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_enquiry" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET NOT NULL;
  ALTER TABLE "pages_blocks_projects" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_projects" ALTER COLUMN "limit" SET NOT NULL;
  ALTER TABLE "pages_blocks_client_logos" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_client_logos" ALTER COLUMN "limit" SET NOT NULL;
  ALTER TABLE "pages_blocks_latest_posts" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_latest_posts" ALTER COLUMN "limit" SET NOT NULL;
  ALTER TABLE "pages_blocks_vacancies" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_profile" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_profile" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pages_blocks_profile" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "pages_blocks_profile" ALTER COLUMN "biography" SET NOT NULL;
  ALTER TABLE "pages_blocks_contact_details_links" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_contact_details_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "pages_blocks_contact_details_links" ALTER COLUMN "link_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_legal_text" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "projects_gallery" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "projects_selling_points" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects_selling_points" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "location" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "sector_id" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "projects" DROP COLUMN "_status";
  ALTER TABLE "_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "quote_requests" DROP COLUMN "assigned_to_id";
  ALTER TABLE "consultation_requests" DROP COLUMN "assigned_to_id";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "assigned_to_id";
  ALTER TABLE "contact_messages" DROP COLUMN "assigned_to_id";
  ALTER TABLE "career_applications" DROP COLUMN "assigned_to_id";
  ALTER TABLE "vendor_applications" DROP COLUMN "assigned_to_id";
  ALTER TABLE "company" DROP COLUMN "social_whatsapp_separate";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_benefits_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_carousel_show";
  DROP TYPE "public"."enum__pages_v_blocks_cards_layout";
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_form";
  DROP TYPE "public"."enum__pages_v_version_page_type";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_version_video_display";
  DROP TYPE "public"."enum__projects_v_version_status";`)
}
