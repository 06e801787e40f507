import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { query, schema } from '../adapters/postgres'
import { copyEnglishWordsBack, copyWordsIntoEnglish, markListsEnglish } from '../localizeExistingData'

/**
 * Written by `payload migrate:create localization`, then mended so that no word is lost (see
 * docs/internals.md, SQLite migrations): the words every table held are copied into English rows of
 * its new locales table before their columns go, and back on the way down; on the way down, the
 * locales tables (and their index names) go last.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_pages_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TYPE "public"."enum__pages_v_version_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_projects_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TYPE "public"."enum__projects_v_version_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_sectors_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TYPE "public"."enum_posts_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TYPE "public"."enum__posts_v_version_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_clients_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TYPE "public"."enum_vacancies_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TYPE "public"."enum_media_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TYPE "public"."enum_videos_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TYPE "public"."enum_exports_locale" AS ENUM('all', 'en', 'ar');
  CREATE TYPE "public"."enum_company_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TYPE "public"."enum_navigation_arabic" AS ENUM('missing', 'outdated', 'current');
  CREATE TABLE "pages_blocks_banner_locales" (
  	"heading" varchar,
  	"tagline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_intro_locales" (
  	"heading" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_benefits_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_benefits_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_gallery_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_process_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_process_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_carousel_slides_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_carousel_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cards_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"detail" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_consultation_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_enquiry_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_lead_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_projects_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_client_logos_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_latest_posts_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_vacancies_locales" (
  	"heading" varchar,
  	"apply_line" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_profile_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"name" varchar,
  	"role" varchar,
  	"biography" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_details_links_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_details_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_legal_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"breadcrumb" varchar,
  	"words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_banner_locales" (
  	"heading" varchar,
  	"tagline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_intro_locales" (
  	"heading" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_benefits_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_benefits_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_process_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_process_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_carousel_slides_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_carousel_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cards_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_items_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"detail" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_consultation_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_enquiry_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_projects_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_client_logos_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_latest_posts_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_vacancies_locales" (
  	"heading" varchar,
  	"apply_line" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_profile_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"name" varchar,
  	"role" varchar,
  	"biography" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_details_links_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_details_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_legal_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_breadcrumb" varchar,
  	"version_words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_selling_points_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_locales" (
  	"title" varchar,
  	"location" varchar,
  	"description" jsonb,
  	"breadcrumb" varchar,
  	"facts_scope" varchar,
  	"facts_completion_time" varchar,
  	"facts_requirements" varchar,
  	"facts_construction" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_selling_points_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_locales" (
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_description" jsonb,
  	"version_breadcrumb" varchar,
  	"version_facts_scope" varchar,
  	"version_facts_completion_time" varchar,
  	"version_facts_requirements" varchar,
  	"version_facts_construction" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sectors_locales" (
  	"name" varchar NOT NULL,
  	"words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "clients_locales" (
  	"description" varchar,
  	"words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vacancies_locales" (
  	"title" varchar NOT NULL,
  	"experience" varchar,
  	"description" varchar NOT NULL,
  	"words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar NOT NULL,
  	"words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "search_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "company_popular_searches_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_locales" (
  	"address" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"jurisdiction" varchar NOT NULL,
  	"about" varchar NOT NULL,
  	"words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "navigation_main_menu_groups_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_main_menu_groups_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_main_menu_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_footer_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_locales" (
  	"words_digest" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_meta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "projects" DROP CONSTRAINT "projects_meta_image_id_media_id_fk";
  
  ALTER TABLE "_projects_v" DROP CONSTRAINT "_projects_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_meta_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk";
  
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "projects_meta_meta_image_idx";
  DROP INDEX "_projects_v_version_meta_version_meta_image_idx";
  DROP INDEX "sectors_name_idx";
  DROP INDEX "posts_meta_meta_image_idx";
  DROP INDEX "_posts_v_version_meta_version_meta_image_idx";
  ALTER TABLE "pages" ADD COLUMN "arabic" "enum_pages_arabic" DEFAULT 'missing';
  ALTER TABLE "pages" ADD COLUMN "english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_arabic" "enum__pages_v_version_arabic" DEFAULT 'missing';
  ALTER TABLE "_pages_v" ADD COLUMN "version_english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "projects" ADD COLUMN "arabic" "enum_projects_arabic" DEFAULT 'missing';
  ALTER TABLE "projects" ADD COLUMN "english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "projects_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_projects_v" ADD COLUMN "version_arabic" "enum__projects_v_version_arabic" DEFAULT 'missing';
  ALTER TABLE "_projects_v" ADD COLUMN "version_english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_projects_v" ADD COLUMN "version_arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_projects_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_projects_v" ADD COLUMN "published_locale" "enum__projects_v_published_locale";
  ALTER TABLE "_projects_v_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "sectors" ADD COLUMN "arabic" "enum_sectors_arabic" DEFAULT 'missing';
  ALTER TABLE "sectors" ADD COLUMN "english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "sectors" ADD COLUMN "arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "posts" ADD COLUMN "arabic" "enum_posts_arabic" DEFAULT 'missing';
  ALTER TABLE "posts" ADD COLUMN "english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "posts" ADD COLUMN "arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "version_arabic" "enum__posts_v_version_arabic" DEFAULT 'missing';
  ALTER TABLE "_posts_v" ADD COLUMN "version_english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "version_arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_posts_v" ADD COLUMN "published_locale" "enum__posts_v_published_locale";
  ALTER TABLE "clients" ADD COLUMN "arabic" "enum_clients_arabic" DEFAULT 'missing';
  ALTER TABLE "clients" ADD COLUMN "english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "clients" ADD COLUMN "arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "vacancies" ADD COLUMN "arabic" "enum_vacancies_arabic" DEFAULT 'missing';
  ALTER TABLE "vacancies" ADD COLUMN "english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "vacancies" ADD COLUMN "arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "arabic" "enum_media_arabic" DEFAULT 'missing';
  ALTER TABLE "media" ADD COLUMN "english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "videos" ADD COLUMN "arabic" "enum_videos_arabic" DEFAULT 'missing';
  ALTER TABLE "videos" ADD COLUMN "english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "videos" ADD COLUMN "arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "exports" ADD COLUMN "locale" "enum_exports_locale" DEFAULT 'all';
  ALTER TABLE "company" ADD COLUMN "arabic" "enum_company_arabic" DEFAULT 'missing';
  ALTER TABLE "company" ADD COLUMN "english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "company" ADD COLUMN "arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "navigation" ADD COLUMN "arabic" "enum_navigation_arabic" DEFAULT 'missing';
  ALTER TABLE "navigation" ADD COLUMN "english_changed_at" timestamp(3) with time zone;
  ALTER TABLE "navigation" ADD COLUMN "arabic_changed_at" timestamp(3) with time zone;
  ALTER TABLE "pages_blocks_banner_locales" ADD CONSTRAINT "pages_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_intro_locales" ADD CONSTRAINT "pages_blocks_intro_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_intro"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_locales" ADD CONSTRAINT "pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_benefits_items_locales" ADD CONSTRAINT "pages_blocks_benefits_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_benefits_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_benefits_locales" ADD CONSTRAINT "pages_blocks_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_locales" ADD CONSTRAINT "pages_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_process_steps_locales" ADD CONSTRAINT "pages_blocks_process_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_process_locales" ADD CONSTRAINT "pages_blocks_process_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_process"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items_locales" ADD CONSTRAINT "pages_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_locales" ADD CONSTRAINT "pages_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides_locales" ADD CONSTRAINT "pages_blocks_carousel_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_locales" ADD CONSTRAINT "pages_blocks_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_items_locales" ADD CONSTRAINT "pages_blocks_cards_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_locales" ADD CONSTRAINT "pages_blocks_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_items_locales" ADD CONSTRAINT "pages_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_locales" ADD CONSTRAINT "pages_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_consultation_locales" ADD CONSTRAINT "pages_blocks_consultation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_consultation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_enquiry_locales" ADD CONSTRAINT "pages_blocks_enquiry_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_enquiry"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form_locales" ADD CONSTRAINT "pages_blocks_lead_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_projects_locales" ADD CONSTRAINT "pages_blocks_projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_client_logos_locales" ADD CONSTRAINT "pages_blocks_client_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_client_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_latest_posts_locales" ADD CONSTRAINT "pages_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_vacancies_locales" ADD CONSTRAINT "pages_blocks_vacancies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_profile_locales" ADD CONSTRAINT "pages_blocks_profile_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_details_links_locales" ADD CONSTRAINT "pages_blocks_contact_details_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_details_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_details_locales" ADD CONSTRAINT "pages_blocks_contact_details_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_legal_text_locales" ADD CONSTRAINT "pages_blocks_legal_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_legal_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_locales" ADD CONSTRAINT "_pages_v_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_intro_locales" ADD CONSTRAINT "_pages_v_blocks_intro_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_intro"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_benefits_items_locales" ADD CONSTRAINT "_pages_v_blocks_benefits_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_benefits_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_benefits_locales" ADD CONSTRAINT "_pages_v_blocks_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_locales" ADD CONSTRAINT "_pages_v_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_process_steps_locales" ADD CONSTRAINT "_pages_v_blocks_process_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_process_locales" ADD CONSTRAINT "_pages_v_blocks_process_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_process"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items_locales" ADD CONSTRAINT "_pages_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_locales" ADD CONSTRAINT "_pages_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides_locales" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_carousel_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_locales" ADD CONSTRAINT "_pages_v_blocks_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_items_locales" ADD CONSTRAINT "_pages_v_blocks_cards_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_locales" ADD CONSTRAINT "_pages_v_blocks_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_items_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_consultation_locales" ADD CONSTRAINT "_pages_v_blocks_consultation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_consultation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_enquiry_locales" ADD CONSTRAINT "_pages_v_blocks_enquiry_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_enquiry"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form_locales" ADD CONSTRAINT "_pages_v_blocks_lead_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_projects_locales" ADD CONSTRAINT "_pages_v_blocks_projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_client_logos_locales" ADD CONSTRAINT "_pages_v_blocks_client_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_client_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_posts_locales" ADD CONSTRAINT "_pages_v_blocks_latest_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_latest_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_vacancies_locales" ADD CONSTRAINT "_pages_v_blocks_vacancies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_profile_locales" ADD CONSTRAINT "_pages_v_blocks_profile_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_details_links_locales" ADD CONSTRAINT "_pages_v_blocks_contact_details_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_details_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_details_locales" ADD CONSTRAINT "_pages_v_blocks_contact_details_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal_text_locales" ADD CONSTRAINT "_pages_v_blocks_legal_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_legal_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_selling_points_locales" ADD CONSTRAINT "projects_selling_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_selling_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_selling_points_locales" ADD CONSTRAINT "_projects_v_version_selling_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_selling_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sectors_locales" ADD CONSTRAINT "sectors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clients_locales" ADD CONSTRAINT "clients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_locales" ADD CONSTRAINT "vacancies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_locales" ADD CONSTRAINT "search_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_popular_searches_locales" ADD CONSTRAINT "company_popular_searches_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_popular_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_locales" ADD CONSTRAINT "company_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_main_menu_groups_links_locales" ADD CONSTRAINT "navigation_main_menu_groups_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_main_menu_groups_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_main_menu_groups_locales" ADD CONSTRAINT "navigation_main_menu_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_main_menu_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_main_menu_locales" ADD CONSTRAINT "navigation_main_menu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_main_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_links_locales" ADD CONSTRAINT "navigation_footer_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_locales" ADD CONSTRAINT "navigation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_blocks_banner_locales_locale_parent_id_unique" ON "pages_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_intro_locales_locale_parent_id_unique" ON "pages_blocks_intro_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_rich_text_locales_locale_parent_id_unique" ON "pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_benefits_items_locales_locale_parent_id_unique" ON "pages_blocks_benefits_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_benefits_locales_locale_parent_id_unique" ON "pages_blocks_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_gallery_locales_locale_parent_id_unique" ON "pages_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_process_steps_locales_locale_parent_id_unique" ON "pages_blocks_process_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_process_locales_locale_parent_id_unique" ON "pages_blocks_process_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_items_locales_locale_parent_id_unique" ON "pages_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_locales_locale_parent_id_unique" ON "pages_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_carousel_slides_locales_locale_parent_id_unique" ON "pages_blocks_carousel_slides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_carousel_locales_locale_parent_id_unique" ON "pages_blocks_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_cards_items_locales_locale_parent_id_unique" ON "pages_blocks_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_cards_locales_locale_parent_id_unique" ON "pages_blocks_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_items_locales_locale_parent_id_uni" ON "pages_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_locales_locale_parent_id_unique" ON "pages_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_consultation_locales_locale_parent_id_unique" ON "pages_blocks_consultation_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_enquiry_locales_locale_parent_id_unique" ON "pages_blocks_enquiry_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_lead_form_locales_locale_parent_id_unique" ON "pages_blocks_lead_form_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_projects_locales_locale_parent_id_unique" ON "pages_blocks_projects_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_client_logos_locales_locale_parent_id_unique" ON "pages_blocks_client_logos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_latest_posts_locales_locale_parent_id_unique" ON "pages_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_vacancies_locales_locale_parent_id_unique" ON "pages_blocks_vacancies_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_profile_locales_locale_parent_id_unique" ON "pages_blocks_profile_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_details_links_locales_locale_parent_id_" ON "pages_blocks_contact_details_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_details_locales_locale_parent_id_unique" ON "pages_blocks_contact_details_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_legal_text_locales_locale_parent_id_unique" ON "pages_blocks_legal_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_banner_locales_locale_parent_id_unique" ON "_pages_v_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_intro_locales_locale_parent_id_unique" ON "_pages_v_blocks_intro_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_benefits_items_locales_locale_parent_id_uniq" ON "_pages_v_blocks_benefits_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_benefits_locales_locale_parent_id_unique" ON "_pages_v_blocks_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_gallery_locales_locale_parent_id_unique" ON "_pages_v_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_process_steps_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_process_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_process_locales_locale_parent_id_unique" ON "_pages_v_blocks_process_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_carousel_slides_locales_locale_parent_id_uni" ON "_pages_v_blocks_carousel_slides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_carousel_locales_locale_parent_id_unique" ON "_pages_v_blocks_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_cards_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_cards_locales_locale_parent_id_unique" ON "_pages_v_blocks_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_items_locales_locale_parent_id_" ON "_pages_v_blocks_testimonials_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_locales_locale_parent_id_unique" ON "_pages_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_consultation_locales_locale_parent_id_unique" ON "_pages_v_blocks_consultation_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_enquiry_locales_locale_parent_id_unique" ON "_pages_v_blocks_enquiry_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_lead_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_lead_form_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_projects_locales_locale_parent_id_unique" ON "_pages_v_blocks_projects_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_client_logos_locales_locale_parent_id_unique" ON "_pages_v_blocks_client_logos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_latest_posts_locales_locale_parent_id_unique" ON "_pages_v_blocks_latest_posts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_vacancies_locales_locale_parent_id_unique" ON "_pages_v_blocks_vacancies_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_profile_locales_locale_parent_id_unique" ON "_pages_v_blocks_profile_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_details_links_locales_locale_parent_" ON "_pages_v_blocks_contact_details_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_details_locales_locale_parent_id_uni" ON "_pages_v_blocks_contact_details_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_legal_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_legal_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "projects_selling_points_locales_locale_parent_id_unique" ON "projects_selling_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_meta_meta_image_idx" ON "projects_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_projects_v_version_selling_points_locales_locale_parent_id_" ON "_projects_v_version_selling_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_version_meta_version_meta_image_idx" ON "_projects_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "sectors_name_idx" ON "sectors_locales" USING btree ("name","_locale");
  CREATE UNIQUE INDEX "sectors_locales_locale_parent_id_unique" ON "sectors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "clients_locales_locale_parent_id_unique" ON "clients_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "vacancies_locales_locale_parent_id_unique" ON "vacancies_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "search_locales_locale_parent_id_unique" ON "search_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "company_popular_searches_locales_locale_parent_id_unique" ON "company_popular_searches_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "company_locales_locale_parent_id_unique" ON "company_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "navigation_main_menu_groups_links_locales_locale_parent_id_u" ON "navigation_main_menu_groups_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "navigation_main_menu_groups_locales_locale_parent_id_unique" ON "navigation_main_menu_groups_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "navigation_main_menu_locales_locale_parent_id_unique" ON "navigation_main_menu_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "navigation_footer_links_locales_locale_parent_id_unique" ON "navigation_footer_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "navigation_locales_locale_parent_id_unique" ON "navigation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_arabic_idx" ON "pages" USING btree ("arabic");
  CREATE INDEX "_pages_v_version_version_arabic_idx" ON "_pages_v" USING btree ("version_arabic");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "projects_arabic_idx" ON "projects" USING btree ("arabic");
  CREATE INDEX "projects_texts_locale_parent" ON "projects_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_projects_v_version_version_arabic_idx" ON "_projects_v" USING btree ("version_arabic");
  CREATE INDEX "_projects_v_snapshot_idx" ON "_projects_v" USING btree ("snapshot");
  CREATE INDEX "_projects_v_published_locale_idx" ON "_projects_v" USING btree ("published_locale");
  CREATE INDEX "_projects_v_texts_locale_parent" ON "_projects_v_texts" USING btree ("locale","parent_id");
  CREATE INDEX "sectors_arabic_idx" ON "sectors" USING btree ("arabic");
  CREATE INDEX "posts_arabic_idx" ON "posts" USING btree ("arabic");
  CREATE INDEX "_posts_v_version_version_arabic_idx" ON "_posts_v" USING btree ("version_arabic");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "clients_arabic_idx" ON "clients" USING btree ("arabic");
  CREATE INDEX "vacancies_arabic_idx" ON "vacancies" USING btree ("arabic");
  CREATE INDEX "media_arabic_idx" ON "media" USING btree ("arabic");
  CREATE INDEX "videos_arabic_idx" ON "videos" USING btree ("arabic");
  CREATE INDEX "company_arabic_idx" ON "company" USING btree ("arabic");
  CREATE INDEX "navigation_arabic_idx" ON "navigation" USING btree ("arabic");`)
  // Every word held so far is English: into the new locales tables, before the columns go.
  await copyWordsIntoEnglish(query(db), schema(db))
  await markListsEnglish(query(db), schema(db))
  await db.execute(sql`
  ALTER TABLE "pages_blocks_banner" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_banner" DROP COLUMN "tagline";
  ALTER TABLE "pages_blocks_intro" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_intro" DROP COLUMN "content";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "content";
  ALTER TABLE "pages_blocks_benefits_items" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_benefits_items" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_benefits" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_gallery" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_gallery" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_process_steps" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_process_steps" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_process" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_process" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_faq_items" DROP COLUMN "question";
  ALTER TABLE "pages_blocks_faq_items" DROP COLUMN "answer";
  ALTER TABLE "pages_blocks_faq" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_carousel_slides" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_carousel_slides" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_carousel" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_carousel" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_cards_items" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_cards_items" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_cards_items" DROP COLUMN "link_label";
  ALTER TABLE "pages_blocks_cards" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_cards" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_testimonials_items" DROP COLUMN "quote";
  ALTER TABLE "pages_blocks_testimonials_items" DROP COLUMN "name";
  ALTER TABLE "pages_blocks_testimonials_items" DROP COLUMN "detail";
  ALTER TABLE "pages_blocks_testimonials" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_testimonials" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_consultation" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_consultation" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_consultation" DROP COLUMN "button_label";
  ALTER TABLE "pages_blocks_enquiry" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_enquiry" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_lead_form" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_lead_form" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_projects" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_projects" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_client_logos" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_client_logos" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_latest_posts" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_latest_posts" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_vacancies" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_vacancies" DROP COLUMN "apply_line";
  ALTER TABLE "pages_blocks_profile" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_profile" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_profile" DROP COLUMN "name";
  ALTER TABLE "pages_blocks_profile" DROP COLUMN "role";
  ALTER TABLE "pages_blocks_profile" DROP COLUMN "biography";
  ALTER TABLE "pages_blocks_contact_details_links" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_contact_details_links" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_contact_details_links" DROP COLUMN "link_label";
  ALTER TABLE "pages_blocks_contact_details" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_contact_details" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_legal_text" DROP COLUMN "content";
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "pages" DROP COLUMN "meta_image_id";
  ALTER TABLE "pages" DROP COLUMN "breadcrumb";
  ALTER TABLE "_pages_v_blocks_banner" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_banner" DROP COLUMN "tagline";
  ALTER TABLE "_pages_v_blocks_intro" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_intro" DROP COLUMN "content";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "content";
  ALTER TABLE "_pages_v_blocks_benefits_items" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_benefits_items" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_benefits" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_gallery" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_gallery" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_process_steps" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_process_steps" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_process" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_process" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_faq_items" DROP COLUMN "question";
  ALTER TABLE "_pages_v_blocks_faq_items" DROP COLUMN "answer";
  ALTER TABLE "_pages_v_blocks_faq" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_carousel_slides" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_carousel_slides" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_carousel" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_carousel" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_cards_items" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_cards_items" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_cards_items" DROP COLUMN "link_label";
  ALTER TABLE "_pages_v_blocks_cards" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_cards" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_testimonials_items" DROP COLUMN "quote";
  ALTER TABLE "_pages_v_blocks_testimonials_items" DROP COLUMN "name";
  ALTER TABLE "_pages_v_blocks_testimonials_items" DROP COLUMN "detail";
  ALTER TABLE "_pages_v_blocks_testimonials" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_testimonials" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_consultation" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_consultation" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_consultation" DROP COLUMN "button_label";
  ALTER TABLE "_pages_v_blocks_enquiry" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_enquiry" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_lead_form" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_lead_form" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_projects" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_projects" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_client_logos" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_client_logos" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_latest_posts" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_latest_posts" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_vacancies" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_vacancies" DROP COLUMN "apply_line";
  ALTER TABLE "_pages_v_blocks_profile" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_profile" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_profile" DROP COLUMN "name";
  ALTER TABLE "_pages_v_blocks_profile" DROP COLUMN "role";
  ALTER TABLE "_pages_v_blocks_profile" DROP COLUMN "biography";
  ALTER TABLE "_pages_v_blocks_contact_details_links" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_contact_details_links" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_contact_details_links" DROP COLUMN "link_label";
  ALTER TABLE "_pages_v_blocks_contact_details" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_contact_details" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_legal_text" DROP COLUMN "content";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_breadcrumb";
  ALTER TABLE "projects_selling_points" DROP COLUMN "title";
  ALTER TABLE "projects_selling_points" DROP COLUMN "text";
  ALTER TABLE "projects" DROP COLUMN "title";
  ALTER TABLE "projects" DROP COLUMN "location";
  ALTER TABLE "projects" DROP COLUMN "description";
  ALTER TABLE "projects" DROP COLUMN "breadcrumb";
  ALTER TABLE "projects" DROP COLUMN "facts_scope";
  ALTER TABLE "projects" DROP COLUMN "facts_completion_time";
  ALTER TABLE "projects" DROP COLUMN "facts_requirements";
  ALTER TABLE "projects" DROP COLUMN "facts_construction";
  ALTER TABLE "projects" DROP COLUMN "meta_title";
  ALTER TABLE "projects" DROP COLUMN "meta_description";
  ALTER TABLE "projects" DROP COLUMN "meta_image_id";
  ALTER TABLE "_projects_v_version_selling_points" DROP COLUMN "title";
  ALTER TABLE "_projects_v_version_selling_points" DROP COLUMN "text";
  ALTER TABLE "_projects_v" DROP COLUMN "version_title";
  ALTER TABLE "_projects_v" DROP COLUMN "version_location";
  ALTER TABLE "_projects_v" DROP COLUMN "version_description";
  ALTER TABLE "_projects_v" DROP COLUMN "version_breadcrumb";
  ALTER TABLE "_projects_v" DROP COLUMN "version_facts_scope";
  ALTER TABLE "_projects_v" DROP COLUMN "version_facts_completion_time";
  ALTER TABLE "_projects_v" DROP COLUMN "version_facts_requirements";
  ALTER TABLE "_projects_v" DROP COLUMN "version_facts_construction";
  ALTER TABLE "_projects_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_projects_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_projects_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "sectors" DROP COLUMN "name";
  ALTER TABLE "posts" DROP COLUMN "title";
  ALTER TABLE "posts" DROP COLUMN "description";
  ALTER TABLE "posts" DROP COLUMN "meta_title";
  ALTER TABLE "posts" DROP COLUMN "meta_description";
  ALTER TABLE "posts" DROP COLUMN "meta_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_title";
  ALTER TABLE "_posts_v" DROP COLUMN "version_description";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "clients" DROP COLUMN "description";
  ALTER TABLE "vacancies" DROP COLUMN "title";
  ALTER TABLE "vacancies" DROP COLUMN "experience";
  ALTER TABLE "vacancies" DROP COLUMN "description";
  ALTER TABLE "media" DROP COLUMN "alt";
  ALTER TABLE "videos" DROP COLUMN "title";
  ALTER TABLE "search" DROP COLUMN "title";
  ALTER TABLE "search" DROP COLUMN "text";
  ALTER TABLE "company_popular_searches" DROP COLUMN "label";
  ALTER TABLE "company" DROP COLUMN "address";
  ALTER TABLE "company" DROP COLUMN "city";
  ALTER TABLE "company" DROP COLUMN "jurisdiction";
  ALTER TABLE "company" DROP COLUMN "about";
  ALTER TABLE "navigation_main_menu_groups_links" DROP COLUMN "label";
  ALTER TABLE "navigation_main_menu_groups" DROP COLUMN "label";
  ALTER TABLE "navigation_main_menu" DROP COLUMN "label";
  ALTER TABLE "navigation_footer_links" DROP COLUMN "label";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_intro_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_benefits_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_benefits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_process_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_process_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_consultation_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_enquiry_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_lead_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_client_logos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_latest_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_vacancies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_profile_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_details_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_details_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_legal_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_intro_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_benefits_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_benefits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_process_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_process_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_consultation_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_enquiry_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_lead_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_client_logos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_latest_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_vacancies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_profile_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_details_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_details_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_legal_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_selling_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_selling_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sectors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clients_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vacancies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_popular_searches_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_main_menu_groups_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_main_menu_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_main_menu_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_footer_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_locales" DISABLE ROW LEVEL SECURITY;
  DROP INDEX "pages_arabic_idx";
  DROP INDEX "_pages_v_version_version_arabic_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "projects_arabic_idx";
  DROP INDEX "projects_texts_locale_parent";
  DROP INDEX "_projects_v_version_version_arabic_idx";
  DROP INDEX "_projects_v_snapshot_idx";
  DROP INDEX "_projects_v_published_locale_idx";
  DROP INDEX "_projects_v_texts_locale_parent";
  DROP INDEX "sectors_arabic_idx";
  DROP INDEX "posts_arabic_idx";
  DROP INDEX "_posts_v_version_version_arabic_idx";
  DROP INDEX "_posts_v_snapshot_idx";
  DROP INDEX "_posts_v_published_locale_idx";
  DROP INDEX "clients_arabic_idx";
  DROP INDEX "vacancies_arabic_idx";
  DROP INDEX "media_arabic_idx";
  DROP INDEX "videos_arabic_idx";
  DROP INDEX "company_arabic_idx";
  DROP INDEX "navigation_arabic_idx";
  ALTER TABLE "pages_blocks_banner" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_banner" ADD COLUMN "tagline" varchar;
  ALTER TABLE "pages_blocks_intro" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_intro" ADD COLUMN "content" jsonb;
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "content" jsonb;
  ALTER TABLE "pages_blocks_benefits_items" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_benefits_items" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_benefits" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_gallery" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_gallery" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_process_steps" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_process_steps" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_process" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_process" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_faq_items" ADD COLUMN "question" varchar;
  ALTER TABLE "pages_blocks_faq_items" ADD COLUMN "answer" varchar;
  ALTER TABLE "pages_blocks_faq" ADD COLUMN "heading" varchar DEFAULT 'Frequently Asked Questions';
  ALTER TABLE "pages_blocks_carousel_slides" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_carousel_slides" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_carousel" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_carousel" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_cards_items" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_cards_items" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_cards_items" ADD COLUMN "link_label" varchar;
  ALTER TABLE "pages_blocks_cards" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_cards" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_testimonials_items" ADD COLUMN "quote" varchar;
  ALTER TABLE "pages_blocks_testimonials_items" ADD COLUMN "name" varchar;
  ALTER TABLE "pages_blocks_testimonials_items" ADD COLUMN "detail" varchar;
  ALTER TABLE "pages_blocks_testimonials" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_testimonials" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_consultation" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_consultation" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_consultation" ADD COLUMN "button_label" varchar DEFAULT 'Free Consultation';
  ALTER TABLE "pages_blocks_enquiry" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_enquiry" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_lead_form" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_lead_form" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_projects" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_projects" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_client_logos" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_client_logos" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_latest_posts" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_latest_posts" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_vacancies" ADD COLUMN "heading" varchar DEFAULT 'OPEN VACANCIES';
  ALTER TABLE "pages_blocks_vacancies" ADD COLUMN "apply_line" varchar DEFAULT 'Join us in shaping luxury spaces that inspire';
  ALTER TABLE "pages_blocks_profile" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_profile" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_profile" ADD COLUMN "name" varchar;
  ALTER TABLE "pages_blocks_profile" ADD COLUMN "role" varchar;
  ALTER TABLE "pages_blocks_profile" ADD COLUMN "biography" jsonb;
  ALTER TABLE "pages_blocks_contact_details_links" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_contact_details_links" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_contact_details_links" ADD COLUMN "link_label" varchar;
  ALTER TABLE "pages_blocks_contact_details" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_contact_details" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_legal_text" ADD COLUMN "content" jsonb;
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "breadcrumb" varchar;
  ALTER TABLE "_pages_v_blocks_banner" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_banner" ADD COLUMN "tagline" varchar;
  ALTER TABLE "_pages_v_blocks_intro" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_intro" ADD COLUMN "content" jsonb;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "content" jsonb;
  ALTER TABLE "_pages_v_blocks_benefits_items" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_benefits_items" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_benefits" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_gallery" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_gallery" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_process_steps" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_process_steps" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_process" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_process" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD COLUMN "question" varchar;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD COLUMN "answer" varchar;
  ALTER TABLE "_pages_v_blocks_faq" ADD COLUMN "heading" varchar DEFAULT 'Frequently Asked Questions';
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_carousel" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_carousel" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_pages_v_blocks_cards" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_cards" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials_items" ADD COLUMN "quote" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials_items" ADD COLUMN "name" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials_items" ADD COLUMN "detail" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_consultation" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_consultation" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_consultation" ADD COLUMN "button_label" varchar DEFAULT 'Free Consultation';
  ALTER TABLE "_pages_v_blocks_enquiry" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_enquiry" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_projects" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_projects" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_client_logos" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_client_logos" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_latest_posts" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_latest_posts" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_vacancies" ADD COLUMN "heading" varchar DEFAULT 'OPEN VACANCIES';
  ALTER TABLE "_pages_v_blocks_vacancies" ADD COLUMN "apply_line" varchar DEFAULT 'Join us in shaping luxury spaces that inspire';
  ALTER TABLE "_pages_v_blocks_profile" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_profile" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_profile" ADD COLUMN "name" varchar;
  ALTER TABLE "_pages_v_blocks_profile" ADD COLUMN "role" varchar;
  ALTER TABLE "_pages_v_blocks_profile" ADD COLUMN "biography" jsonb;
  ALTER TABLE "_pages_v_blocks_contact_details_links" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_contact_details_links" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_contact_details_links" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_pages_v_blocks_contact_details" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_contact_details" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_legal_text" ADD COLUMN "content" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_breadcrumb" varchar;
  ALTER TABLE "projects_selling_points" ADD COLUMN "title" varchar;
  ALTER TABLE "projects_selling_points" ADD COLUMN "text" varchar;
  ALTER TABLE "projects" ADD COLUMN "title" varchar;
  ALTER TABLE "projects" ADD COLUMN "location" varchar;
  ALTER TABLE "projects" ADD COLUMN "description" jsonb;
  ALTER TABLE "projects" ADD COLUMN "breadcrumb" varchar;
  ALTER TABLE "projects" ADD COLUMN "facts_scope" varchar;
  ALTER TABLE "projects" ADD COLUMN "facts_completion_time" varchar;
  ALTER TABLE "projects" ADD COLUMN "facts_requirements" varchar;
  ALTER TABLE "projects" ADD COLUMN "facts_construction" varchar;
  ALTER TABLE "projects" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "projects" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "projects" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_projects_v_version_selling_points" ADD COLUMN "title" varchar;
  ALTER TABLE "_projects_v_version_selling_points" ADD COLUMN "text" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_location" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_projects_v" ADD COLUMN "version_breadcrumb" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_facts_scope" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_facts_completion_time" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_facts_requirements" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_facts_construction" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "sectors" ADD COLUMN "name" varchar;
  ALTER TABLE "posts" ADD COLUMN "title" varchar;
  ALTER TABLE "posts" ADD COLUMN "description" jsonb;
  ALTER TABLE "posts" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "posts" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "posts" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "clients" ADD COLUMN "description" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "title" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "experience" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "description" varchar;
  ALTER TABLE "media" ADD COLUMN "alt" varchar;
  ALTER TABLE "videos" ADD COLUMN "title" varchar;
  ALTER TABLE "search" ADD COLUMN "title" varchar;
  ALTER TABLE "search" ADD COLUMN "text" varchar;
  ALTER TABLE "company_popular_searches" ADD COLUMN "label" varchar;
  ALTER TABLE "company" ADD COLUMN "address" varchar;
  ALTER TABLE "company" ADD COLUMN "city" varchar DEFAULT 'Dubai';
  ALTER TABLE "company" ADD COLUMN "jurisdiction" varchar DEFAULT 'the United Arab Emirates, Emirate of Dubai';
  ALTER TABLE "company" ADD COLUMN "about" varchar;
  ALTER TABLE "navigation_main_menu_groups_links" ADD COLUMN "label" varchar;
  ALTER TABLE "navigation_main_menu_groups" ADD COLUMN "label" varchar;
  ALTER TABLE "navigation_main_menu" ADD COLUMN "label" varchar;
  ALTER TABLE "navigation_footer_links" ADD COLUMN "label" varchar;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" DROP COLUMN "arabic";
  ALTER TABLE "pages" DROP COLUMN "english_changed_at";
  ALTER TABLE "pages" DROP COLUMN "arabic_changed_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_arabic";
  ALTER TABLE "_pages_v" DROP COLUMN "version_english_changed_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_arabic_changed_at";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "projects" DROP COLUMN "arabic";
  ALTER TABLE "projects" DROP COLUMN "english_changed_at";
  ALTER TABLE "projects" DROP COLUMN "arabic_changed_at";
  ALTER TABLE "projects_texts" DROP COLUMN "locale";
  ALTER TABLE "_projects_v" DROP COLUMN "version_arabic";
  ALTER TABLE "_projects_v" DROP COLUMN "version_english_changed_at";
  ALTER TABLE "_projects_v" DROP COLUMN "version_arabic_changed_at";
  ALTER TABLE "_projects_v" DROP COLUMN "snapshot";
  ALTER TABLE "_projects_v" DROP COLUMN "published_locale";
  ALTER TABLE "_projects_v_texts" DROP COLUMN "locale";
  ALTER TABLE "sectors" DROP COLUMN "arabic";
  ALTER TABLE "sectors" DROP COLUMN "english_changed_at";
  ALTER TABLE "sectors" DROP COLUMN "arabic_changed_at";
  ALTER TABLE "posts" DROP COLUMN "arabic";
  ALTER TABLE "posts" DROP COLUMN "english_changed_at";
  ALTER TABLE "posts" DROP COLUMN "arabic_changed_at";
  ALTER TABLE "_posts_v" DROP COLUMN "version_arabic";
  ALTER TABLE "_posts_v" DROP COLUMN "version_english_changed_at";
  ALTER TABLE "_posts_v" DROP COLUMN "version_arabic_changed_at";
  ALTER TABLE "_posts_v" DROP COLUMN "snapshot";
  ALTER TABLE "_posts_v" DROP COLUMN "published_locale";
  ALTER TABLE "clients" DROP COLUMN "arabic";
  ALTER TABLE "clients" DROP COLUMN "english_changed_at";
  ALTER TABLE "clients" DROP COLUMN "arabic_changed_at";
  ALTER TABLE "vacancies" DROP COLUMN "arabic";
  ALTER TABLE "vacancies" DROP COLUMN "english_changed_at";
  ALTER TABLE "vacancies" DROP COLUMN "arabic_changed_at";
  ALTER TABLE "media" DROP COLUMN "arabic";
  ALTER TABLE "media" DROP COLUMN "english_changed_at";
  ALTER TABLE "media" DROP COLUMN "arabic_changed_at";
  ALTER TABLE "videos" DROP COLUMN "arabic";
  ALTER TABLE "videos" DROP COLUMN "english_changed_at";
  ALTER TABLE "videos" DROP COLUMN "arabic_changed_at";
  ALTER TABLE "exports" DROP COLUMN "locale";
  ALTER TABLE "company" DROP COLUMN "arabic";
  ALTER TABLE "company" DROP COLUMN "english_changed_at";
  ALTER TABLE "company" DROP COLUMN "arabic_changed_at";
  ALTER TABLE "navigation" DROP COLUMN "arabic";
  ALTER TABLE "navigation" DROP COLUMN "english_changed_at";
  ALTER TABLE "navigation" DROP COLUMN "arabic_changed_at";
  DROP TYPE "public"."enum_pages_arabic";
  DROP TYPE "public"."enum__pages_v_version_arabic";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_projects_arabic";
  DROP TYPE "public"."enum__projects_v_version_arabic";
  DROP TYPE "public"."enum__projects_v_published_locale";
  DROP TYPE "public"."enum_sectors_arabic";
  DROP TYPE "public"."enum_posts_arabic";
  DROP TYPE "public"."enum__posts_v_version_arabic";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_clients_arabic";
  DROP TYPE "public"."enum_vacancies_arabic";
  DROP TYPE "public"."enum_media_arabic";
  DROP TYPE "public"."enum_videos_arabic";
  DROP TYPE "public"."enum_exports_locale";
  DROP TYPE "public"."enum_company_arabic";
  DROP TYPE "public"."enum_navigation_arabic";`)
  // The English words back into the columns, before the locales tables go.
  await copyEnglishWordsBack(query(db), schema(db))
  await db.execute(sql`
  DROP TABLE "pages_blocks_banner_locales" CASCADE;
  DROP TABLE "pages_blocks_intro_locales" CASCADE;
  DROP TABLE "pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "pages_blocks_benefits_items_locales" CASCADE;
  DROP TABLE "pages_blocks_benefits_locales" CASCADE;
  DROP TABLE "pages_blocks_gallery_locales" CASCADE;
  DROP TABLE "pages_blocks_process_steps_locales" CASCADE;
  DROP TABLE "pages_blocks_process_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_items_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_locales" CASCADE;
  DROP TABLE "pages_blocks_carousel_slides_locales" CASCADE;
  DROP TABLE "pages_blocks_carousel_locales" CASCADE;
  DROP TABLE "pages_blocks_cards_items_locales" CASCADE;
  DROP TABLE "pages_blocks_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials_locales" CASCADE;
  DROP TABLE "pages_blocks_consultation_locales" CASCADE;
  DROP TABLE "pages_blocks_enquiry_locales" CASCADE;
  DROP TABLE "pages_blocks_lead_form_locales" CASCADE;
  DROP TABLE "pages_blocks_projects_locales" CASCADE;
  DROP TABLE "pages_blocks_client_logos_locales" CASCADE;
  DROP TABLE "pages_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "pages_blocks_vacancies_locales" CASCADE;
  DROP TABLE "pages_blocks_profile_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_details_links_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_details_locales" CASCADE;
  DROP TABLE "pages_blocks_legal_text_locales" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_banner_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_intro_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_benefits_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_benefits_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_process_steps_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_process_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel_slides_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_consultation_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_enquiry_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_projects_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_client_logos_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_posts_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_vacancies_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_profile_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_details_links_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_details_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_legal_text_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "projects_selling_points_locales" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "_projects_v_version_selling_points_locales" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TABLE "sectors_locales" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "clients_locales" CASCADE;
  DROP TABLE "vacancies_locales" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "search_locales" CASCADE;
  DROP TABLE "company_popular_searches_locales" CASCADE;
  DROP TABLE "company_locales" CASCADE;
  DROP TABLE "navigation_main_menu_groups_links_locales" CASCADE;
  DROP TABLE "navigation_main_menu_groups_locales" CASCADE;
  DROP TABLE "navigation_main_menu_locales" CASCADE;
  DROP TABLE "navigation_footer_links_locales" CASCADE;
  DROP TABLE "navigation_locales" CASCADE;
  DROP TYPE "public"."_locales";
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "projects_meta_meta_image_idx" ON "projects" USING btree ("meta_image_id");
  CREATE INDEX "_projects_v_version_meta_version_meta_image_idx" ON "_projects_v" USING btree ("version_meta_image_id");
  CREATE UNIQUE INDEX "sectors_name_idx" ON "sectors" USING btree ("name");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts" USING btree ("meta_image_id");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v" USING btree ("version_meta_image_id");`)
}
