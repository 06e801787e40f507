import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { keepingReferringRows } from '@/cms/sqliteRebuilds'
import { query, schema } from '../adapters/sqlite'
import { copyEnglishWordsBack, copyWordsIntoEnglish, markListsEnglish } from '../localizeExistingData'

/**
 * Written by `payload migrate:create localization`, then mended so that no word is lost (see
 * docs/internals.md, SQLite migrations): the words every table held are copied into English rows of
 * its new locales table before their columns go, and back on the way down; each SQLite table rebuild
 * keeps the rows that refer to the table (keepingReferringRows) and copies only the columns the old
 * table had; an index named as one of a rebuilt or dropped table is made once that one is gone.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_banner_locales\` (
  	\`heading\` text,
  	\`tagline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_banner_locales_locale_parent_id_unique\` ON \`pages_blocks_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_intro_locales\` (
  	\`heading\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_intro\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_intro_locales_locale_parent_id_unique\` ON \`pages_blocks_intro_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_rich_text_locales_locale_parent_id_unique\` ON \`pages_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_benefits_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_benefits_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_benefits_items_locales_locale_parent_id_unique\` ON \`pages_blocks_benefits_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_benefits_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_benefits_locales_locale_parent_id_unique\` ON \`pages_blocks_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_gallery_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_gallery_locales_locale_parent_id_unique\` ON \`pages_blocks_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_process_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_process_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_process_steps_locales_locale_parent_id_unique\` ON \`pages_blocks_process_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_process_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_process\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_process_locales_locale_parent_id_unique\` ON \`pages_blocks_process_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_faq_items_locales_locale_parent_id_unique\` ON \`pages_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_faq_locales_locale_parent_id_unique\` ON \`pages_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_carousel_slides_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_carousel_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_carousel_slides_locales_locale_parent_id_unique\` ON \`pages_blocks_carousel_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_carousel_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_carousel_locales_locale_parent_id_unique\` ON \`pages_blocks_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_cards_items_locales_locale_parent_id_unique\` ON \`pages_blocks_cards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_items_locales\` (
  	\`quote\` text,
  	\`name\` text,
  	\`detail\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_testimonials_items_locales_locale_parent_id_uni\` ON \`pages_blocks_testimonials_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_testimonials_locales_locale_parent_id_unique\` ON \`pages_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_consultation_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_consultation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_consultation_locales_locale_parent_id_unique\` ON \`pages_blocks_consultation_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_enquiry_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_enquiry\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_enquiry_locales_locale_parent_id_unique\` ON \`pages_blocks_enquiry_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_lead_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_lead_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_lead_form_locales_locale_parent_id_unique\` ON \`pages_blocks_lead_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_projects_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_projects_locales_locale_parent_id_unique\` ON \`pages_blocks_projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_client_logos_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_client_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_client_logos_locales_locale_parent_id_unique\` ON \`pages_blocks_client_logos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_latest_posts_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`pages_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_vacancies_locales\` (
  	\`heading\` text,
  	\`apply_line\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_vacancies_locales_locale_parent_id_unique\` ON \`pages_blocks_vacancies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_profile_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`name\` text,
  	\`role\` text,
  	\`biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_profile_locales_locale_parent_id_unique\` ON \`pages_blocks_profile_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_details_links_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_details_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_details_links_locales_locale_parent_id_\` ON \`pages_blocks_contact_details_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_details_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_details_locales_locale_parent_id_unique\` ON \`pages_blocks_contact_details_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_legal_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_legal_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_legal_text_locales_locale_parent_id_unique\` ON \`pages_blocks_legal_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`breadcrumb\` text,
  	\`words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner_locales\` (
  	\`heading\` text,
  	\`tagline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_banner_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_intro_locales\` (
  	\`heading\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_intro\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_intro_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_intro_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_benefits_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_benefits_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_benefits_items_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_benefits_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_benefits_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_benefits_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_gallery_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_gallery_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_process_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_process_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_process_steps_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_process_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_process_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_process\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_process_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_process_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_carousel_slides_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_carousel_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_carousel_slides_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_carousel_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_carousel_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_carousel_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_cards_items_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_cards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_cards_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials_items_locales\` (
  	\`quote\` text,
  	\`name\` text,
  	\`detail\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonials_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_testimonials_items_locales_locale_parent_id_\` ON \`_pages_v_blocks_testimonials_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_testimonials_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_consultation_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_consultation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_consultation_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_consultation_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_enquiry_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_enquiry\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_enquiry_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_enquiry_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_lead_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_lead_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_lead_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_lead_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_projects_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_projects_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_client_logos_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_client_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_client_logos_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_client_logos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_latest_posts_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_latest_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_latest_posts_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_latest_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_vacancies_locales\` (
  	\`heading\` text,
  	\`apply_line\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_vacancies_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_vacancies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_profile_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`name\` text,
  	\`role\` text,
  	\`biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_profile_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_profile_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_details_links_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_details_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_contact_details_links_locales_locale_parent_\` ON \`_pages_v_blocks_contact_details_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_details_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_contact_details_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_contact_details_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_legal_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_legal_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_legal_text_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_legal_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_breadcrumb\` text,
  	\`version_words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_selling_points_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_selling_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_selling_points_locales_locale_parent_id_unique\` ON \`projects_selling_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_locales\` (
  	\`title\` text,
  	\`location\` text,
  	\`description\` text,
  	\`breadcrumb\` text,
  	\`facts_scope\` text,
  	\`facts_completion_time\` text,
  	\`facts_requirements\` text,
  	\`facts_construction\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_selling_points_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_version_selling_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_version_selling_points_locales_locale_parent_id_\` ON \`_projects_v_version_selling_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_locales\` (
  	\`version_title\` text,
  	\`version_location\` text,
  	\`version_description\` text,
  	\`version_breadcrumb\` text,
  	\`version_facts_scope\` text,
  	\`version_facts_completion_time\` text,
  	\`version_facts_requirements\` text,
  	\`version_facts_construction\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_locales_locale_parent_id_unique\` ON \`_projects_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sectors_locales\` (
  	\`name\` text NOT NULL,
  	\`words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sectors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sectors_locales_locale_parent_id_unique\` ON \`sectors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_locales_locale_parent_id_unique\` ON \`posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_posts_v_locales_locale_parent_id_unique\` ON \`_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clients_locales\` (
  	\`description\` text,
  	\`words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`clients_locales_locale_parent_id_unique\` ON \`clients_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_locales\` (
  	\`title\` text NOT NULL,
  	\`experience\` text,
  	\`description\` text NOT NULL,
  	\`words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_locales_locale_parent_id_unique\` ON \`vacancies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`videos_locales\` (
  	\`title\` text NOT NULL,
  	\`words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`search_locales_locale_parent_id_unique\` ON \`search_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_popular_searches_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_popular_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_popular_searches_locales_locale_parent_id_unique\` ON \`company_popular_searches_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_locales\` (
  	\`address\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`jurisdiction\` text NOT NULL,
  	\`about\` text NOT NULL,
  	\`words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_locales_locale_parent_id_unique\` ON \`company_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_main_menu_groups_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_main_menu_groups_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_main_menu_groups_links_locales_locale_parent_id_u\` ON \`navigation_main_menu_groups_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_main_menu_groups_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_main_menu_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_main_menu_groups_locales_locale_parent_id_unique\` ON \`navigation_main_menu_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_main_menu_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_main_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_main_menu_locales_locale_parent_id_unique\` ON \`navigation_main_menu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_footer_links_locales_locale_parent_id_unique\` ON \`navigation_footer_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_locales\` (
  	\`words_digest\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_locales_locale_parent_id_unique\` ON \`navigation_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Every word held so far is English: into the new locales tables, before the columns go.
  await copyWordsIntoEnglish(query(db), schema(db))
  await keepingReferringRows(db, ['pages'], async () => {
    await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`page_type\` text DEFAULT 'standard',
  	\`arabic\` text DEFAULT 'missing',
  	\`english_changed_at\` text,
  	\`arabic_changed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
    await db.run(sql`INSERT INTO \`__new_pages\`("id", "generate_slug", "slug", "page_type", "updated_at", "created_at", "_status") SELECT "id", "generate_slug", "slug", "page_type", "updated_at", "created_at", "_status" FROM \`pages\`;`)
    await db.run(sql`DROP TABLE \`pages\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`pages_arabic_idx\` ON \`pages\` (\`arabic\`);`)
    await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  })
  await keepingReferringRows(db, ['_pages_v'], async () => {
    await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_page_type\` text DEFAULT 'standard',
  	\`version_arabic\` text DEFAULT 'missing',
  	\`version_english_changed_at\` text,
  	\`version_arabic_changed_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
    await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_generate_slug", "version_slug", "version_page_type", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_generate_slug", "version_slug", "version_page_type", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_pages_v\`;`)
    await db.run(sql`DROP TABLE \`_pages_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
    await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_arabic_idx\` ON \`_pages_v\` (\`version_arabic\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  })
  await keepingReferringRows(db, ['projects'], async () => {
    await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sector_id\` integer,
  	\`main_image_id\` integer,
  	\`video_id\` integer,
  	\`video_display\` text DEFAULT 'inline',
  	\`facts_year\` numeric,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`featured\` integer DEFAULT false,
  	\`arabic\` text DEFAULT 'missing',
  	\`english_changed_at\` text,
  	\`arabic_changed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`sector_id\`) REFERENCES \`sectors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
    await db.run(sql`INSERT INTO \`__new_projects\`("id", "sector_id", "main_image_id", "video_id", "video_display", "facts_year", "generate_slug", "slug", "featured", "updated_at", "created_at", "_status") SELECT "id", "sector_id", "main_image_id", "video_id", "video_display", "facts_year", "generate_slug", "slug", "featured", "updated_at", "created_at", "_status" FROM \`projects\`;`)
    await db.run(sql`DROP TABLE \`projects\`;`)
    await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
    await db.run(sql`CREATE INDEX \`projects_sector_idx\` ON \`projects\` (\`sector_id\`);`)
    await db.run(sql`CREATE INDEX \`projects_main_image_idx\` ON \`projects\` (\`main_image_id\`);`)
    await db.run(sql`CREATE INDEX \`projects_video_idx\` ON \`projects\` (\`video_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`projects_slug_idx\` ON \`projects\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`projects_arabic_idx\` ON \`projects\` (\`arabic\`);`)
    await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`projects__status_idx\` ON \`projects\` (\`_status\`);`)
  })
  await keepingReferringRows(db, ['_projects_v'], async () => {
    await db.run(sql`CREATE TABLE \`__new__projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_sector_id\` integer,
  	\`version_main_image_id\` integer,
  	\`version_video_id\` integer,
  	\`version_video_display\` text DEFAULT 'inline',
  	\`version_facts_year\` numeric,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_arabic\` text DEFAULT 'missing',
  	\`version_english_changed_at\` text,
  	\`version_arabic_changed_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_sector_id\`) REFERENCES \`sectors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
    await db.run(sql`INSERT INTO \`__new__projects_v\`("id", "parent_id", "version_sector_id", "version_main_image_id", "version_video_id", "version_video_display", "version_facts_year", "version_generate_slug", "version_slug", "version_featured", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_sector_id", "version_main_image_id", "version_video_id", "version_video_display", "version_facts_year", "version_generate_slug", "version_slug", "version_featured", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_projects_v\`;`)
    await db.run(sql`DROP TABLE \`_projects_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__projects_v\` RENAME TO \`_projects_v\`;`)
    await db.run(sql`CREATE INDEX \`_projects_v_parent_idx\` ON \`_projects_v\` (\`parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_sector_idx\` ON \`_projects_v\` (\`version_sector_id\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_main_image_idx\` ON \`_projects_v\` (\`version_main_image_id\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_video_idx\` ON \`_projects_v\` (\`version_video_id\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_slug_idx\` ON \`_projects_v\` (\`version_slug\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_arabic_idx\` ON \`_projects_v\` (\`version_arabic\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_updated_at_idx\` ON \`_projects_v\` (\`version_updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_created_at_idx\` ON \`_projects_v\` (\`version_created_at\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version__status_idx\` ON \`_projects_v\` (\`version__status\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_created_at_idx\` ON \`_projects_v\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_updated_at_idx\` ON \`_projects_v\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_snapshot_idx\` ON \`_projects_v\` (\`snapshot\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_published_locale_idx\` ON \`_projects_v\` (\`published_locale\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_latest_idx\` ON \`_projects_v\` (\`latest\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_autosave_idx\` ON \`_projects_v\` (\`autosave\`);`)
  })
  await keepingReferringRows(db, ['posts'], async () => {
    await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`generate_slug\` integer DEFAULT true,
  	\`url\` text,
  	\`published_at\` text,
  	\`arabic\` text DEFAULT 'missing',
  	\`english_changed_at\` text,
  	\`arabic_changed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
    await db.run(sql`INSERT INTO \`__new_posts\`("id", "image_id", "generate_slug", "url", "published_at", "updated_at", "created_at", "_status") SELECT "id", "image_id", "generate_slug", "url", "published_at", "updated_at", "created_at", "_status" FROM \`posts\`;`)
    await db.run(sql`DROP TABLE \`posts\`;`)
    await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
    await db.run(sql`CREATE INDEX \`posts_image_idx\` ON \`posts\` (\`image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`posts_url_idx\` ON \`posts\` (\`url\`);`)
    await db.run(sql`CREATE INDEX \`posts_arabic_idx\` ON \`posts\` (\`arabic\`);`)
    await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  })
  await keepingReferringRows(db, ['_posts_v'], async () => {
    await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_url\` text,
  	\`version_published_at\` text,
  	\`version_arabic\` text DEFAULT 'missing',
  	\`version_english_changed_at\` text,
  	\`version_arabic_changed_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
    await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_image_id", "version_generate_slug", "version_url", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_image_id", "version_generate_slug", "version_url", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_posts_v\`;`)
    await db.run(sql`DROP TABLE \`_posts_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
    await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_posts_v_version_version_image_idx\` ON \`_posts_v\` (\`version_image_id\`);`)
    await db.run(sql`CREATE INDEX \`_posts_v_version_version_url_idx\` ON \`_posts_v\` (\`version_url\`);`)
    await db.run(sql`CREATE INDEX \`_posts_v_version_version_arabic_idx\` ON \`_posts_v\` (\`version_arabic\`);`)
    await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
    await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
    await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
    await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
    await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
    await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  })
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`projects_meta_meta_image_idx\` ON \`projects_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_meta_version_meta_image_idx\` ON \`_projects_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`DROP INDEX \`sectors_name_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`sectors_name_idx\` ON \`sectors_locales\` (\`name\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`sectors\` ADD \`arabic\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`sectors\` ADD \`english_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`sectors\` ADD \`arabic_changed_at\` text;`)
  await db.run(sql`CREATE INDEX \`sectors_arabic_idx\` ON \`sectors\` (\`arabic\`);`)
  await db.run(sql`ALTER TABLE \`sectors\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`projects_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`projects_texts_locale_parent\` ON \`projects_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_projects_v_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`_projects_v_texts_locale_parent\` ON \`_projects_v_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`arabic\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`english_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`arabic_changed_at\` text;`)
  await db.run(sql`CREATE INDEX \`clients_arabic_idx\` ON \`clients\` (\`arabic\`);`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`arabic\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`english_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`arabic_changed_at\` text;`)
  await db.run(sql`CREATE INDEX \`vacancies_arabic_idx\` ON \`vacancies\` (\`arabic\`);`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`experience\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`arabic\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`english_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`arabic_changed_at\` text;`)
  await db.run(sql`CREATE INDEX \`media_arabic_idx\` ON \`media\` (\`arabic\`);`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`alt\`;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`arabic\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`english_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`arabic_changed_at\` text;`)
  await db.run(sql`CREATE INDEX \`videos_arabic_idx\` ON \`videos\` (\`arabic\`);`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`exports\` ADD \`locale\` text DEFAULT 'all';`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`arabic\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`english_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`arabic_changed_at\` text;`)
  await db.run(sql`CREATE INDEX \`company_arabic_idx\` ON \`company\` (\`arabic\`);`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`address\`;`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`city\`;`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`jurisdiction\`;`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`about\`;`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`arabic\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`english_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`arabic_changed_at\` text;`)
  await db.run(sql`CREATE INDEX \`navigation_arabic_idx\` ON \`navigation\` (\`arabic\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_banner\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_banner\` DROP COLUMN \`tagline\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_intro\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_intro\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_benefits_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_benefits_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_benefits\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_process_steps\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_process_steps\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_process\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_process\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_items\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_items\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_carousel_slides\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_carousel_slides\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_carousel\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_carousel\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards_items\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_items\` DROP COLUMN \`quote\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_items\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_items\` DROP COLUMN \`detail\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_consultation\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_consultation\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_consultation\` DROP COLUMN \`button_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_enquiry\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_enquiry\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_lead_form\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_lead_form\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_projects\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_projects\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_client_logos\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_client_logos\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_latest_posts\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_latest_posts\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_vacancies\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_vacancies\` DROP COLUMN \`apply_line\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_profile\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_profile\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_profile\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_profile\` DROP COLUMN \`role\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_profile\` DROP COLUMN \`biography\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_details_links\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_details_links\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_details_links\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_details\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_details\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_legal_text\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_banner\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_banner\` DROP COLUMN \`tagline\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_intro\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_intro\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_benefits_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_benefits_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_benefits\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_process_steps\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_process_steps\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_process\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_process\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_items\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_items\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_carousel_slides\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_carousel_slides\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_carousel\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_carousel\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards_items\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_items\` DROP COLUMN \`quote\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_items\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_items\` DROP COLUMN \`detail\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_consultation\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_consultation\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_consultation\` DROP COLUMN \`button_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_enquiry\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_enquiry\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_lead_form\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_lead_form\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_projects\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_projects\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_client_logos\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_client_logos\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_latest_posts\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_latest_posts\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_vacancies\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_vacancies\` DROP COLUMN \`apply_line\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_profile\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_profile\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_profile\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_profile\` DROP COLUMN \`role\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_profile\` DROP COLUMN \`biography\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_details_links\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_details_links\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_details_links\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_details\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_details\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_legal_text\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`projects_selling_points\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`projects_selling_points\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_version_selling_points\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_version_selling_points\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`search\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`search\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`company_popular_searches\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`navigation_main_menu_groups_links\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`navigation_main_menu_groups\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`navigation_main_menu\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`navigation_footer_links\` DROP COLUMN \`label\`;`)
  await markListsEnglish(query(db), schema(db))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pages_arabic_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`breadcrumb\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`arabic\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`arabic_changed_at\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_arabic_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_breadcrumb\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_arabic\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_arabic_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`projects_arabic_idx\`;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`location\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`breadcrumb\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`facts_scope\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`facts_completion_time\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`facts_requirements\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`facts_construction\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`arabic\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`arabic_changed_at\`;`)
  await db.run(sql`DROP INDEX \`projects_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`projects_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_version_version_arabic_idx\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_location\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_breadcrumb\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_facts_scope\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_facts_completion_time\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_facts_requirements\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_facts_construction\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_arabic\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_arabic_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`sectors_arabic_idx\`;`)
  await db.run(sql`ALTER TABLE \`sectors\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`sectors\` DROP COLUMN \`arabic\`;`)
  await db.run(sql`ALTER TABLE \`sectors\` DROP COLUMN \`english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`sectors\` DROP COLUMN \`arabic_changed_at\`;`)
  await db.run(sql`DROP INDEX \`posts_arabic_idx\`;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`arabic\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`arabic_changed_at\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_version_version_arabic_idx\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_arabic\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_arabic_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`clients_arabic_idx\`;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`arabic\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`arabic_changed_at\`;`)
  await db.run(sql`DROP INDEX \`vacancies_arabic_idx\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`experience\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`arabic\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`arabic_changed_at\`;`)
  await db.run(sql`DROP INDEX \`media_arabic_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`alt\` text;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`arabic\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`arabic_changed_at\`;`)
  await db.run(sql`DROP INDEX \`videos_arabic_idx\`;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`arabic\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`arabic_changed_at\`;`)
  await db.run(sql`DROP INDEX \`company_arabic_idx\`;`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`address\` text;`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`city\` text DEFAULT 'Dubai';`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`jurisdiction\` text DEFAULT 'the United Arab Emirates, Emirate of Dubai';`)
  await db.run(sql`ALTER TABLE \`company\` ADD \`about\` text;`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`arabic\`;`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`arabic_changed_at\`;`)
  await db.run(sql`DROP INDEX \`navigation_arabic_idx\`;`)
  await db.run(sql`ALTER TABLE \`navigation\` DROP COLUMN \`arabic\`;`)
  await db.run(sql`ALTER TABLE \`navigation\` DROP COLUMN \`english_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`navigation\` DROP COLUMN \`arabic_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_banner\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_banner\` ADD \`tagline\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_intro\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_intro\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_benefits_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_benefits_items\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_benefits\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_process_steps\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_process_steps\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_process\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_process\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_items\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_items\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq\` ADD \`heading\` text DEFAULT 'Frequently Asked Questions';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_carousel_slides\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_carousel_slides\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_carousel\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_carousel\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards_items\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards_items\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cards\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_items\` ADD \`quote\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_items\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials_items\` ADD \`detail\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonials\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_consultation\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_consultation\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_consultation\` ADD \`button_label\` text DEFAULT 'Free Consultation';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_enquiry\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_enquiry\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_lead_form\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_lead_form\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_projects\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_projects\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_client_logos\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_client_logos\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_latest_posts\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_latest_posts\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_vacancies\` ADD \`heading\` text DEFAULT 'OPEN VACANCIES';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_vacancies\` ADD \`apply_line\` text DEFAULT 'Join us in shaping luxury spaces that inspire';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_profile\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_profile\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_profile\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_profile\` ADD \`role\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_profile\` ADD \`biography\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_details_links\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_details_links\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_details_links\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_details\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_details\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_legal_text\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_banner\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_banner\` ADD \`tagline\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_intro\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_intro\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_benefits_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_benefits_items\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_benefits\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_process_steps\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_process_steps\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_process\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_process\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_items\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_items\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq\` ADD \`heading\` text DEFAULT 'Frequently Asked Questions';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_carousel_slides\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_carousel_slides\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_carousel\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_carousel\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards_items\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards_items\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cards\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_items\` ADD \`quote\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_items\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials_items\` ADD \`detail\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonials\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_consultation\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_consultation\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_consultation\` ADD \`button_label\` text DEFAULT 'Free Consultation';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_enquiry\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_enquiry\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_lead_form\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_lead_form\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_projects\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_projects\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_client_logos\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_client_logos\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_latest_posts\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_latest_posts\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_vacancies\` ADD \`heading\` text DEFAULT 'OPEN VACANCIES';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_vacancies\` ADD \`apply_line\` text DEFAULT 'Join us in shaping luxury spaces that inspire';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_profile\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_profile\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_profile\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_profile\` ADD \`role\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_profile\` ADD \`biography\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_details_links\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_details_links\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_details_links\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_details\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_details\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_legal_text\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`projects_selling_points\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`projects_selling_points\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_version_selling_points\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_version_selling_points\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`search\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`search\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`company_popular_searches\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`navigation_main_menu_groups_links\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`navigation_main_menu_groups\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`navigation_main_menu\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`navigation_footer_links\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`exports\` DROP COLUMN \`locale\`;`)
  // The English words back into the columns, before the locales tables go.
  await copyEnglishWordsBack(query(db), schema(db))
  await db.run(sql`DROP TABLE \`pages_blocks_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_intro_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_process_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_process_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_consultation_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_enquiry_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_lead_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_projects_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_client_logos_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_vacancies_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_profile_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_details_links_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_details_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_legal_text_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_intro_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_benefits_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_process_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_process_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_carousel_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_consultation_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_enquiry_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_lead_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_projects_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_client_logos_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_latest_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_vacancies_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_profile_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_details_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_details_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_legal_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_selling_points_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_selling_points_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_locales\`;`)
  await db.run(sql`DROP TABLE \`sectors_locales\`;`)
  await db.run(sql`DROP TABLE \`posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`clients_locales\`;`)
  await db.run(sql`DROP TABLE \`vacancies_locales\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`videos_locales\`;`)
  await db.run(sql`DROP TABLE \`search_locales\`;`)
  await db.run(sql`DROP TABLE \`company_popular_searches_locales\`;`)
  await db.run(sql`DROP TABLE \`company_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_main_menu_groups_links_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_main_menu_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_main_menu_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_links_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_locales\`;`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_meta_meta_image_idx\` ON \`projects\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_meta_version_meta_image_idx\` ON \`_projects_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sectors_name_idx\` ON \`sectors\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v\` (\`version_meta_image_id\`);`)
}
