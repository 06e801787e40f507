import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { keepingReferringRows } from '../../cms/sqliteRebuilds'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Pages and projects are rebuilt (drafts make their fields nullable): their blocks, rows and relations are kept.
  await keepingReferringRows(db, ['pages', 'projects'], async () => {
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`tagline\` text,
    	\`image_id\` integer,
    	\`show_breadcrumb\` integer DEFAULT true,
    	\`show_contact_actions\` integer DEFAULT false,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_order_idx\` ON \`_pages_v_blocks_banner\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_parent_id_idx\` ON \`_pages_v_blocks_banner\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_path_idx\` ON \`_pages_v_blocks_banner\` (\`_path\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_image_idx\` ON \`_pages_v_blocks_banner\` (\`image_id\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_intro\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`content\` text,
    	\`image_id\` integer,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_intro_order_idx\` ON \`_pages_v_blocks_intro\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_intro_parent_id_idx\` ON \`_pages_v_blocks_intro\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_intro_path_idx\` ON \`_pages_v_blocks_intro\` (\`_path\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_intro_image_idx\` ON \`_pages_v_blocks_intro\` (\`image_id\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`content\` text,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_benefits_items\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`text\` text,
    	\`icon\` text DEFAULT 'quality',
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_items_order_idx\` ON \`_pages_v_blocks_benefits_items\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_items_parent_id_idx\` ON \`_pages_v_blocks_benefits_items\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_benefits\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_order_idx\` ON \`_pages_v_blocks_benefits\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_parent_id_idx\` ON \`_pages_v_blocks_benefits\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_path_idx\` ON \`_pages_v_blocks_benefits\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_gallery_images\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`image_id\` integer,
    	\`_uuid\` text,
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_images_order_idx\` ON \`_pages_v_blocks_gallery_images\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_images_parent_id_idx\` ON \`_pages_v_blocks_gallery_images\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_images_image_idx\` ON \`_pages_v_blocks_gallery_images\` (\`image_id\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_gallery\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_order_idx\` ON \`_pages_v_blocks_gallery\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_parent_id_idx\` ON \`_pages_v_blocks_gallery\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_path_idx\` ON \`_pages_v_blocks_gallery\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_process_steps\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`text\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_process\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_order_idx\` ON \`_pages_v_blocks_process_steps\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_parent_id_idx\` ON \`_pages_v_blocks_process_steps\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_process\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_order_idx\` ON \`_pages_v_blocks_process\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_parent_id_idx\` ON \`_pages_v_blocks_process\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_path_idx\` ON \`_pages_v_blocks_process\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_items\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`question\` text,
    	\`answer\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_order_idx\` ON \`_pages_v_blocks_faq_items\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_parent_id_idx\` ON \`_pages_v_blocks_faq_items\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text DEFAULT 'Frequently Asked Questions',
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_carousel_slides\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`text\` text,
    	\`image_id\` integer,
    	\`href\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_slides_order_idx\` ON \`_pages_v_blocks_carousel_slides\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_slides_parent_id_idx\` ON \`_pages_v_blocks_carousel_slides\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_slides_image_idx\` ON \`_pages_v_blocks_carousel_slides\` (\`image_id\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_carousel\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`show\` text DEFAULT 'tiles',
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_order_idx\` ON \`_pages_v_blocks_carousel\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_parent_id_idx\` ON \`_pages_v_blocks_carousel\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_path_idx\` ON \`_pages_v_blocks_carousel\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_items\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`text\` text,
    	\`image_id\` integer,
    	\`href\` text,
    	\`link_label\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_order_idx\` ON \`_pages_v_blocks_cards_items\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_parent_id_idx\` ON \`_pages_v_blocks_cards_items\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_image_idx\` ON \`_pages_v_blocks_cards_items\` (\`image_id\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`layout\` text DEFAULT 'grid',
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_order_idx\` ON \`_pages_v_blocks_cards\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_parent_id_idx\` ON \`_pages_v_blocks_cards\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_path_idx\` ON \`_pages_v_blocks_cards\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials_items\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`quote\` text,
    	\`name\` text,
    	\`detail\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_items_order_idx\` ON \`_pages_v_blocks_testimonials_items\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_items_parent_id_idx\` ON \`_pages_v_blocks_testimonials_items\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_order_idx\` ON \`_pages_v_blocks_testimonials\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_parent_id_idx\` ON \`_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_path_idx\` ON \`_pages_v_blocks_testimonials\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_consultation\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`text\` text,
    	\`button_label\` text DEFAULT 'Free Consultation',
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_consultation_order_idx\` ON \`_pages_v_blocks_consultation\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_consultation_parent_id_idx\` ON \`_pages_v_blocks_consultation\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_consultation_path_idx\` ON \`_pages_v_blocks_consultation\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_enquiry\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`text\` text,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_order_idx\` ON \`_pages_v_blocks_enquiry\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_parent_id_idx\` ON \`_pages_v_blocks_enquiry\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_path_idx\` ON \`_pages_v_blocks_enquiry\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_lead_form\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`form\` text,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_order_idx\` ON \`_pages_v_blocks_lead_form\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_parent_id_idx\` ON \`_pages_v_blocks_lead_form\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_path_idx\` ON \`_pages_v_blocks_lead_form\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_projects\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`limit\` numeric DEFAULT 6,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_projects_order_idx\` ON \`_pages_v_blocks_projects\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_projects_parent_id_idx\` ON \`_pages_v_blocks_projects\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_projects_path_idx\` ON \`_pages_v_blocks_projects\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_client_logos\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`limit\` numeric DEFAULT 12,
    	\`show_descriptions\` integer DEFAULT false,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_client_logos_order_idx\` ON \`_pages_v_blocks_client_logos\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_client_logos_parent_id_idx\` ON \`_pages_v_blocks_client_logos\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_client_logos_path_idx\` ON \`_pages_v_blocks_client_logos\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_latest_posts\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`limit\` numeric DEFAULT 3,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_posts_order_idx\` ON \`_pages_v_blocks_latest_posts\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_posts_parent_id_idx\` ON \`_pages_v_blocks_latest_posts\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_posts_path_idx\` ON \`_pages_v_blocks_latest_posts\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_vacancies\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text DEFAULT 'OPEN VACANCIES',
    	\`apply_line\` text DEFAULT 'Join us in shaping luxury spaces that inspire',
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_vacancies_order_idx\` ON \`_pages_v_blocks_vacancies\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_vacancies_parent_id_idx\` ON \`_pages_v_blocks_vacancies\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_vacancies_path_idx\` ON \`_pages_v_blocks_vacancies\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_profile\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`portrait_id\` integer,
    	\`name\` text,
    	\`role\` text,
    	\`biography\` text,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_profile_order_idx\` ON \`_pages_v_blocks_profile\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_profile_parent_id_idx\` ON \`_pages_v_blocks_profile\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_profile_path_idx\` ON \`_pages_v_blocks_profile\` (\`_path\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_profile_portrait_idx\` ON \`_pages_v_blocks_profile\` (\`portrait_id\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_details_links\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`text\` text,
    	\`href\` text,
    	\`link_label\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_links_order_idx\` ON \`_pages_v_blocks_contact_details_links\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_links_parent_id_idx\` ON \`_pages_v_blocks_contact_details_links\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_details\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_order_idx\` ON \`_pages_v_blocks_contact_details\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_parent_id_idx\` ON \`_pages_v_blocks_contact_details\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_path_idx\` ON \`_pages_v_blocks_contact_details\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v_blocks_legal_text\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`content\` text,
    	\`table_of_contents\` integer DEFAULT false,
    	\`_uuid\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_legal_text_order_idx\` ON \`_pages_v_blocks_legal_text\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_legal_text_parent_id_idx\` ON \`_pages_v_blocks_legal_text\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_blocks_legal_text_path_idx\` ON \`_pages_v_blocks_legal_text\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`_pages_v\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`parent_id\` integer,
    	\`version_title\` text,
    	\`version_meta_title\` text,
    	\`version_meta_description\` text,
    	\`version_meta_image_id\` integer,
    	\`version_generate_slug\` integer DEFAULT true,
    	\`version_slug\` text,
    	\`version_page_type\` text DEFAULT 'standard',
    	\`version_breadcrumb\` text,
    	\`version_updated_at\` text,
    	\`version_created_at\` text,
    	\`version__status\` text DEFAULT 'draft',
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`latest\` integer,
    	\`autosave\` integer,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
    await db.run(sql`CREATE TABLE \`_projects_v_version_gallery\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`image_id\` integer,
    	\`_uuid\` text,
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_projects_v_version_gallery_order_idx\` ON \`_projects_v_version_gallery\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_gallery_parent_id_idx\` ON \`_projects_v_version_gallery\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_gallery_image_idx\` ON \`_projects_v_version_gallery\` (\`image_id\`);`)
    await db.run(sql`CREATE TABLE \`_projects_v_version_selling_points\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`text\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_projects_v_version_selling_points_order_idx\` ON \`_projects_v_version_selling_points\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_selling_points_parent_id_idx\` ON \`_projects_v_version_selling_points\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`_projects_v\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`parent_id\` integer,
    	\`version_title\` text,
    	\`version_location\` text,
    	\`version_sector_id\` integer,
    	\`version_description\` text,
    	\`version_main_image_id\` integer,
    	\`version_breadcrumb\` text,
    	\`version_video_id\` integer,
    	\`version_video_display\` text DEFAULT 'inline',
    	\`version_facts_scope\` text,
    	\`version_facts_completion_time\` text,
    	\`version_facts_year\` numeric,
    	\`version_facts_requirements\` text,
    	\`version_facts_construction\` text,
    	\`version_meta_title\` text,
    	\`version_meta_description\` text,
    	\`version_meta_image_id\` integer,
    	\`version_generate_slug\` integer DEFAULT true,
    	\`version_slug\` text,
    	\`version_featured\` integer DEFAULT false,
    	\`version_updated_at\` text,
    	\`version_created_at\` text,
    	\`version__status\` text DEFAULT 'draft',
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`latest\` integer,
    	\`autosave\` integer,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`version_sector_id\`) REFERENCES \`sectors\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`version_main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`version_video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`CREATE INDEX \`_projects_v_parent_idx\` ON \`_projects_v\` (\`parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_sector_idx\` ON \`_projects_v\` (\`version_sector_id\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_main_image_idx\` ON \`_projects_v\` (\`version_main_image_id\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_video_idx\` ON \`_projects_v\` (\`version_video_id\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_meta_version_meta_image_idx\` ON \`_projects_v\` (\`version_meta_image_id\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_slug_idx\` ON \`_projects_v\` (\`version_slug\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_updated_at_idx\` ON \`_projects_v\` (\`version_updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version_created_at_idx\` ON \`_projects_v\` (\`version_created_at\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_version_version__status_idx\` ON \`_projects_v\` (\`version__status\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_created_at_idx\` ON \`_projects_v\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_updated_at_idx\` ON \`_projects_v\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_latest_idx\` ON \`_projects_v\` (\`latest\`);`)
    await db.run(sql`CREATE INDEX \`_projects_v_autosave_idx\` ON \`_projects_v\` (\`autosave\`);`)
    await db.run(sql`CREATE TABLE \`_projects_v_texts\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`path\` text NOT NULL,
    	\`text\` text,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`_projects_v_texts_order_parent\` ON \`_projects_v_texts\` (\`order\`,\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`quote_requests_notes\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`text\` text NOT NULL,
    	\`author_id\` integer,
    	\`written_at\` text,
    	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`quote_requests_notes_order_idx\` ON \`quote_requests_notes\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`quote_requests_notes_parent_id_idx\` ON \`quote_requests_notes\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`quote_requests_notes_author_idx\` ON \`quote_requests_notes\` (\`author_id\`);`)
    await db.run(sql`CREATE TABLE \`consultation_requests_notes\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`text\` text NOT NULL,
    	\`author_id\` integer,
    	\`written_at\` text,
    	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consultation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`consultation_requests_notes_order_idx\` ON \`consultation_requests_notes\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`consultation_requests_notes_parent_id_idx\` ON \`consultation_requests_notes\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`consultation_requests_notes_author_idx\` ON \`consultation_requests_notes\` (\`author_id\`);`)
    await db.run(sql`CREATE TABLE \`newsletter_subscribers_notes\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`text\` text NOT NULL,
    	\`author_id\` integer,
    	\`written_at\` text,
    	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`newsletter_subscribers_notes_order_idx\` ON \`newsletter_subscribers_notes\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`newsletter_subscribers_notes_parent_id_idx\` ON \`newsletter_subscribers_notes\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`newsletter_subscribers_notes_author_idx\` ON \`newsletter_subscribers_notes\` (\`author_id\`);`)
    await db.run(sql`CREATE TABLE \`contact_messages_notes\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`text\` text NOT NULL,
    	\`author_id\` integer,
    	\`written_at\` text,
    	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`contact_messages_notes_order_idx\` ON \`contact_messages_notes\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`contact_messages_notes_parent_id_idx\` ON \`contact_messages_notes\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`contact_messages_notes_author_idx\` ON \`contact_messages_notes\` (\`author_id\`);`)
    await db.run(sql`CREATE TABLE \`career_applications_notes\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`text\` text NOT NULL,
    	\`author_id\` integer,
    	\`written_at\` text,
    	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`career_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`career_applications_notes_order_idx\` ON \`career_applications_notes\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`career_applications_notes_parent_id_idx\` ON \`career_applications_notes\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`career_applications_notes_author_idx\` ON \`career_applications_notes\` (\`author_id\`);`)
    await db.run(sql`CREATE TABLE \`vendor_applications_notes\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`text\` text NOT NULL,
    	\`author_id\` integer,
    	\`written_at\` text,
    	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vendor_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`CREATE INDEX \`vendor_applications_notes_order_idx\` ON \`vendor_applications_notes\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`vendor_applications_notes_parent_id_idx\` ON \`vendor_applications_notes\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`vendor_applications_notes_author_idx\` ON \`vendor_applications_notes\` (\`author_id\`);`)
    await db.run(sql`PRAGMA foreign_keys=OFF;`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_banner\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`tagline\` text,
    	\`image_id\` integer,
    	\`show_breadcrumb\` integer DEFAULT true,
    	\`show_contact_actions\` integer DEFAULT false,
    	\`block_name\` text,
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_banner\`("_order", "_parent_id", "_path", "id", "heading", "tagline", "image_id", "show_breadcrumb", "show_contact_actions", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "tagline", "image_id", "show_breadcrumb", "show_contact_actions", "block_name" FROM \`pages_blocks_banner\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_banner\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_banner\` RENAME TO \`pages_blocks_banner\`;`)
    await db.run(sql`PRAGMA foreign_keys=ON;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_banner_order_idx\` ON \`pages_blocks_banner\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_banner_parent_id_idx\` ON \`pages_blocks_banner\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_banner_path_idx\` ON \`pages_blocks_banner\` (\`_path\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_banner_image_idx\` ON \`pages_blocks_banner\` (\`image_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_intro\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`content\` text,
    	\`image_id\` integer,
    	\`block_name\` text,
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_intro\`("_order", "_parent_id", "_path", "id", "heading", "content", "image_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "content", "image_id", "block_name" FROM \`pages_blocks_intro\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_intro\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_intro\` RENAME TO \`pages_blocks_intro\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_intro_order_idx\` ON \`pages_blocks_intro\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_intro_parent_id_idx\` ON \`pages_blocks_intro\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_intro_path_idx\` ON \`pages_blocks_intro\` (\`_path\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_intro_image_idx\` ON \`pages_blocks_intro\` (\`image_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_rich_text\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`content\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`pages_blocks_rich_text\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_rich_text\` RENAME TO \`pages_blocks_rich_text\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_benefits_items\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`text\` text,
    	\`icon\` text DEFAULT 'quality',
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_benefits_items\`("_order", "_parent_id", "id", "title", "text", "icon") SELECT "_order", "_parent_id", "id", "title", "text", "icon" FROM \`pages_blocks_benefits_items\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_benefits_items\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_benefits_items\` RENAME TO \`pages_blocks_benefits_items\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_order_idx\` ON \`pages_blocks_benefits_items\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_parent_id_idx\` ON \`pages_blocks_benefits_items\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_gallery_images\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`image_id\` integer,
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_gallery_images\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`pages_blocks_gallery_images\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_gallery_images\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_gallery_images\` RENAME TO \`pages_blocks_gallery_images\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_gallery_images_order_idx\` ON \`pages_blocks_gallery_images\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_gallery_images_parent_id_idx\` ON \`pages_blocks_gallery_images\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_gallery_images_image_idx\` ON \`pages_blocks_gallery_images\` (\`image_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_gallery\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_gallery\`("_order", "_parent_id", "_path", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "block_name" FROM \`pages_blocks_gallery\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_gallery\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_gallery\` RENAME TO \`pages_blocks_gallery\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_gallery_order_idx\` ON \`pages_blocks_gallery\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_gallery_parent_id_idx\` ON \`pages_blocks_gallery\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_gallery_path_idx\` ON \`pages_blocks_gallery\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_process_steps\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`text\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_process\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_process_steps\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`pages_blocks_process_steps\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_process_steps\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_process_steps\` RENAME TO \`pages_blocks_process_steps\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_order_idx\` ON \`pages_blocks_process_steps\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_parent_id_idx\` ON \`pages_blocks_process_steps\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_process\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_process\`("_order", "_parent_id", "_path", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "block_name" FROM \`pages_blocks_process\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_process\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_process\` RENAME TO \`pages_blocks_process\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_process_order_idx\` ON \`pages_blocks_process\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_process_parent_id_idx\` ON \`pages_blocks_process\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_process_path_idx\` ON \`pages_blocks_process\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_faq_items\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`question\` text,
    	\`answer\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_faq_items\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`pages_blocks_faq_items\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_faq_items\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_faq_items\` RENAME TO \`pages_blocks_faq_items\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_order_idx\` ON \`pages_blocks_faq_items\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_parent_id_idx\` ON \`pages_blocks_faq_items\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_faq\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text DEFAULT 'Frequently Asked Questions',
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_faq\`("_order", "_parent_id", "_path", "id", "heading", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "block_name" FROM \`pages_blocks_faq\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_faq\` RENAME TO \`pages_blocks_faq\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_carousel_slides\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`text\` text,
    	\`image_id\` integer,
    	\`href\` text,
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_carousel_slides\`("_order", "_parent_id", "id", "title", "text", "image_id", "href") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "href" FROM \`pages_blocks_carousel_slides\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_carousel_slides\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_carousel_slides\` RENAME TO \`pages_blocks_carousel_slides\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_order_idx\` ON \`pages_blocks_carousel_slides\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_parent_id_idx\` ON \`pages_blocks_carousel_slides\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_image_idx\` ON \`pages_blocks_carousel_slides\` (\`image_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_carousel\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`show\` text DEFAULT 'tiles',
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_carousel\`("_order", "_parent_id", "_path", "id", "heading", "intro", "show", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "show", "block_name" FROM \`pages_blocks_carousel\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_carousel\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_carousel\` RENAME TO \`pages_blocks_carousel\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_carousel_order_idx\` ON \`pages_blocks_carousel\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_carousel_parent_id_idx\` ON \`pages_blocks_carousel\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_carousel_path_idx\` ON \`pages_blocks_carousel\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_cards_items\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`text\` text,
    	\`image_id\` integer,
    	\`href\` text,
    	\`link_label\` text,
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_cards_items\`("_order", "_parent_id", "id", "title", "text", "image_id", "href", "link_label") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "href", "link_label" FROM \`pages_blocks_cards_items\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_cards_items\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_cards_items\` RENAME TO \`pages_blocks_cards_items\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_cards_items_order_idx\` ON \`pages_blocks_cards_items\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_cards_items_parent_id_idx\` ON \`pages_blocks_cards_items\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_cards_items_image_idx\` ON \`pages_blocks_cards_items\` (\`image_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_cards\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`layout\` text DEFAULT 'grid',
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_cards\`("_order", "_parent_id", "_path", "id", "heading", "intro", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "layout", "block_name" FROM \`pages_blocks_cards\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_cards\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_cards\` RENAME TO \`pages_blocks_cards\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_cards_order_idx\` ON \`pages_blocks_cards\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_cards_parent_id_idx\` ON \`pages_blocks_cards\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_cards_path_idx\` ON \`pages_blocks_cards\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_testimonials_items\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`quote\` text,
    	\`name\` text,
    	\`detail\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_testimonials_items\`("_order", "_parent_id", "id", "quote", "name", "detail") SELECT "_order", "_parent_id", "id", "quote", "name", "detail" FROM \`pages_blocks_testimonials_items\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_testimonials_items\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_testimonials_items\` RENAME TO \`pages_blocks_testimonials_items\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_items_order_idx\` ON \`pages_blocks_testimonials_items\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_items_parent_id_idx\` ON \`pages_blocks_testimonials_items\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_testimonials\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_testimonials\`("_order", "_parent_id", "_path", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "block_name" FROM \`pages_blocks_testimonials\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_testimonials\` RENAME TO \`pages_blocks_testimonials\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_consultation\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`text\` text,
    	\`button_label\` text DEFAULT 'Free Consultation',
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_consultation\`("_order", "_parent_id", "_path", "id", "heading", "text", "button_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "button_label", "block_name" FROM \`pages_blocks_consultation\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_consultation\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_consultation\` RENAME TO \`pages_blocks_consultation\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_consultation_order_idx\` ON \`pages_blocks_consultation\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_consultation_parent_id_idx\` ON \`pages_blocks_consultation\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_consultation_path_idx\` ON \`pages_blocks_consultation\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_enquiry\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`text\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_enquiry\`("_order", "_parent_id", "_path", "id", "heading", "text", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "block_name" FROM \`pages_blocks_enquiry\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_enquiry\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_enquiry\` RENAME TO \`pages_blocks_enquiry\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_order_idx\` ON \`pages_blocks_enquiry\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_parent_id_idx\` ON \`pages_blocks_enquiry\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_path_idx\` ON \`pages_blocks_enquiry\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_lead_form\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`form\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_lead_form\`("_order", "_parent_id", "_path", "id", "heading", "intro", "form", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "form", "block_name" FROM \`pages_blocks_lead_form\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_lead_form\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_lead_form\` RENAME TO \`pages_blocks_lead_form\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_order_idx\` ON \`pages_blocks_lead_form\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_parent_id_idx\` ON \`pages_blocks_lead_form\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_path_idx\` ON \`pages_blocks_lead_form\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_projects\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`limit\` numeric DEFAULT 6,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_projects\`("_order", "_parent_id", "_path", "id", "heading", "intro", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "limit", "block_name" FROM \`pages_blocks_projects\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_projects\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_projects\` RENAME TO \`pages_blocks_projects\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_projects_order_idx\` ON \`pages_blocks_projects\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_projects_parent_id_idx\` ON \`pages_blocks_projects\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_projects_path_idx\` ON \`pages_blocks_projects\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_client_logos\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`limit\` numeric DEFAULT 12,
    	\`show_descriptions\` integer DEFAULT false,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_client_logos\`("_order", "_parent_id", "_path", "id", "heading", "intro", "limit", "show_descriptions", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "limit", "show_descriptions", "block_name" FROM \`pages_blocks_client_logos\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_client_logos\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_client_logos\` RENAME TO \`pages_blocks_client_logos\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_client_logos_order_idx\` ON \`pages_blocks_client_logos\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_client_logos_parent_id_idx\` ON \`pages_blocks_client_logos\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_client_logos_path_idx\` ON \`pages_blocks_client_logos\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_latest_posts\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`limit\` numeric DEFAULT 3,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_latest_posts\`("_order", "_parent_id", "_path", "id", "heading", "intro", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "limit", "block_name" FROM \`pages_blocks_latest_posts\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_latest_posts\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_latest_posts\` RENAME TO \`pages_blocks_latest_posts\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_latest_posts_order_idx\` ON \`pages_blocks_latest_posts\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_latest_posts_parent_id_idx\` ON \`pages_blocks_latest_posts\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_latest_posts_path_idx\` ON \`pages_blocks_latest_posts\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_vacancies\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text DEFAULT 'OPEN VACANCIES',
    	\`apply_line\` text DEFAULT 'Join us in shaping luxury spaces that inspire',
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_vacancies\`("_order", "_parent_id", "_path", "id", "heading", "apply_line", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "apply_line", "block_name" FROM \`pages_blocks_vacancies\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_vacancies\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_vacancies\` RENAME TO \`pages_blocks_vacancies\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_vacancies_order_idx\` ON \`pages_blocks_vacancies\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_vacancies_parent_id_idx\` ON \`pages_blocks_vacancies\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_vacancies_path_idx\` ON \`pages_blocks_vacancies\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_profile\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`heading\` text,
    	\`intro\` text,
    	\`portrait_id\` integer,
    	\`name\` text,
    	\`role\` text,
    	\`biography\` text,
    	\`block_name\` text,
    	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_profile\`("_order", "_parent_id", "_path", "id", "heading", "intro", "portrait_id", "name", "role", "biography", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "portrait_id", "name", "role", "biography", "block_name" FROM \`pages_blocks_profile\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_profile\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_profile\` RENAME TO \`pages_blocks_profile\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_profile_order_idx\` ON \`pages_blocks_profile\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_profile_parent_id_idx\` ON \`pages_blocks_profile\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_profile_path_idx\` ON \`pages_blocks_profile\` (\`_path\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_profile_portrait_idx\` ON \`pages_blocks_profile\` (\`portrait_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_contact_details_links\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`text\` text,
    	\`href\` text,
    	\`link_label\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_contact_details_links\`("_order", "_parent_id", "id", "title", "text", "href", "link_label") SELECT "_order", "_parent_id", "id", "title", "text", "href", "link_label" FROM \`pages_blocks_contact_details_links\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_contact_details_links\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_contact_details_links\` RENAME TO \`pages_blocks_contact_details_links\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_links_order_idx\` ON \`pages_blocks_contact_details_links\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_links_parent_id_idx\` ON \`pages_blocks_contact_details_links\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages_blocks_legal_text\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`_path\` text NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`content\` text,
    	\`table_of_contents\` integer DEFAULT false,
    	\`block_name\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages_blocks_legal_text\`("_order", "_parent_id", "_path", "id", "content", "table_of_contents", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "table_of_contents", "block_name" FROM \`pages_blocks_legal_text\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_legal_text\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages_blocks_legal_text\` RENAME TO \`pages_blocks_legal_text\`;`)
    await db.run(sql`CREATE INDEX \`pages_blocks_legal_text_order_idx\` ON \`pages_blocks_legal_text\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_legal_text_parent_id_idx\` ON \`pages_blocks_legal_text\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`pages_blocks_legal_text_path_idx\` ON \`pages_blocks_legal_text\` (\`_path\`);`)
    await db.run(sql`CREATE TABLE \`__new_pages\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`meta_title\` text,
    	\`meta_description\` text,
    	\`meta_image_id\` integer,
    	\`generate_slug\` integer DEFAULT true,
    	\`slug\` text,
    	\`page_type\` text DEFAULT 'standard',
    	\`breadcrumb\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`_status\` text DEFAULT 'draft',
    	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "meta_title", "meta_description", "meta_image_id", "generate_slug", "slug", "page_type", "breadcrumb", "updated_at", "created_at", "_status") SELECT "id", "title", "meta_title", "meta_description", "meta_image_id", "generate_slug", "slug", "page_type", "breadcrumb", "updated_at", "created_at", 'published' FROM \`pages\`;`)
    await db.run(sql`DROP TABLE \`pages\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
    await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new_projects_gallery\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`image_id\` integer,
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_projects_gallery\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`projects_gallery\`;`)
    await db.run(sql`DROP TABLE \`projects_gallery\`;`)
    await db.run(sql`ALTER TABLE \`__new_projects_gallery\` RENAME TO \`projects_gallery\`;`)
    await db.run(sql`CREATE INDEX \`projects_gallery_order_idx\` ON \`projects_gallery\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`projects_gallery_parent_id_idx\` ON \`projects_gallery\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`projects_gallery_image_idx\` ON \`projects_gallery\` (\`image_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_projects_selling_points\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` text PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`text\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_projects_selling_points\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`projects_selling_points\`;`)
    await db.run(sql`DROP TABLE \`projects_selling_points\`;`)
    await db.run(sql`ALTER TABLE \`__new_projects_selling_points\` RENAME TO \`projects_selling_points\`;`)
    await db.run(sql`CREATE INDEX \`projects_selling_points_order_idx\` ON \`projects_selling_points\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`projects_selling_points_parent_id_idx\` ON \`projects_selling_points\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_projects\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`location\` text,
    	\`sector_id\` integer,
    	\`description\` text,
    	\`main_image_id\` integer,
    	\`breadcrumb\` text,
    	\`video_id\` integer,
    	\`video_display\` text DEFAULT 'inline',
    	\`facts_scope\` text,
    	\`facts_completion_time\` text,
    	\`facts_year\` numeric,
    	\`facts_requirements\` text,
    	\`facts_construction\` text,
    	\`meta_title\` text,
    	\`meta_description\` text,
    	\`meta_image_id\` integer,
    	\`generate_slug\` integer DEFAULT true,
    	\`slug\` text,
    	\`featured\` integer DEFAULT false,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`_status\` text DEFAULT 'draft',
    	FOREIGN KEY (\`sector_id\`) REFERENCES \`sectors\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_projects\`("id", "title", "location", "sector_id", "description", "main_image_id", "breadcrumb", "video_id", "video_display", "facts_scope", "facts_completion_time", "facts_year", "facts_requirements", "facts_construction", "meta_title", "meta_description", "meta_image_id", "generate_slug", "slug", "featured", "updated_at", "created_at", "_status") SELECT "id", "title", "location", "sector_id", "description", "main_image_id", "breadcrumb", "video_id", "video_display", "facts_scope", "facts_completion_time", "facts_year", "facts_requirements", "facts_construction", "meta_title", "meta_description", "meta_image_id", "generate_slug", "slug", "featured", "updated_at", "created_at", 'published' FROM \`projects\`;`)
    await db.run(sql`DROP TABLE \`projects\`;`)
    await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
    await db.run(sql`CREATE INDEX \`projects_sector_idx\` ON \`projects\` (\`sector_id\`);`)
    await db.run(sql`CREATE INDEX \`projects_main_image_idx\` ON \`projects\` (\`main_image_id\`);`)
    await db.run(sql`CREATE INDEX \`projects_video_idx\` ON \`projects\` (\`video_id\`);`)
    await db.run(sql`CREATE INDEX \`projects_meta_meta_image_idx\` ON \`projects\` (\`meta_image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`projects_slug_idx\` ON \`projects\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`projects__status_idx\` ON \`projects\` (\`_status\`);`)
    await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`autosave\` integer;`)
    await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
    await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
    await db.run(sql`CREATE INDEX \`quote_requests_assigned_to_idx\` ON \`quote_requests\` (\`assigned_to_id\`);`)
    await db.run(sql`CREATE INDEX \`quote_requests_source_page_idx\` ON \`quote_requests\` (\`source_page\`);`)
    await db.run(sql`ALTER TABLE \`consultation_requests\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
    await db.run(sql`CREATE INDEX \`consultation_requests_assigned_to_idx\` ON \`consultation_requests\` (\`assigned_to_id\`);`)
    await db.run(sql`CREATE INDEX \`consultation_requests_source_page_idx\` ON \`consultation_requests\` (\`source_page\`);`)
    await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
    await db.run(sql`CREATE INDEX \`newsletter_subscribers_assigned_to_idx\` ON \`newsletter_subscribers\` (\`assigned_to_id\`);`)
    await db.run(sql`CREATE INDEX \`newsletter_subscribers_source_page_idx\` ON \`newsletter_subscribers\` (\`source_page\`);`)
    await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
    await db.run(sql`CREATE INDEX \`contact_messages_assigned_to_idx\` ON \`contact_messages\` (\`assigned_to_id\`);`)
    await db.run(sql`CREATE INDEX \`contact_messages_source_page_idx\` ON \`contact_messages\` (\`source_page\`);`)
    await db.run(sql`ALTER TABLE \`career_applications\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
    await db.run(sql`CREATE INDEX \`career_applications_assigned_to_idx\` ON \`career_applications\` (\`assigned_to_id\`);`)
    await db.run(sql`CREATE INDEX \`career_applications_source_page_idx\` ON \`career_applications\` (\`source_page\`);`)
    await db.run(sql`ALTER TABLE \`vendor_applications\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
    await db.run(sql`CREATE INDEX \`vendor_applications_assigned_to_idx\` ON \`vendor_applications\` (\`assigned_to_id\`);`)
    await db.run(sql`CREATE INDEX \`vendor_applications_source_page_idx\` ON \`vendor_applications\` (\`source_page\`);`)
    await db.run(sql`ALTER TABLE \`company\` ADD \`social_whatsapp_separate\` integer;`)
  })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Off before the drops: with foreign keys on, SQLite checks the locked documents' links to a table dropped a moment before.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_intro\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery_images\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_process_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_process\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_consultation\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_enquiry\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_projects\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_client_logos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_latest_posts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_vacancies\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_profile\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_details_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_details\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_legal_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_selling_points\`;`)
  await db.run(sql`DROP TABLE \`_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_texts\`;`)
  await db.run(sql`DROP TABLE \`quote_requests_notes\`;`)
  await db.run(sql`DROP TABLE \`consultation_requests_notes\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers_notes\`;`)
  await db.run(sql`DROP TABLE \`contact_messages_notes\`;`)
  await db.run(sql`DROP TABLE \`career_applications_notes\`;`)
  await db.run(sql`DROP TABLE \`vendor_applications_notes\`;`)
  await db.run(sql`CREATE TABLE \`__new_quote_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`work_type\` text NOT NULL,
  	\`project_category\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source_page\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quote_requests\`("id", "name", "phone", "email", "work_type", "project_category", "message", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at") SELECT "id", "name", "phone", "email", "work_type", "project_category", "message", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at" FROM \`quote_requests\`;`)
  await db.run(sql`DROP TABLE \`quote_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_quote_requests\` RENAME TO \`quote_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`quote_requests_status_idx\` ON \`quote_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_ip_hash_idx\` ON \`quote_requests\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_updated_at_idx\` ON \`quote_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_created_at_idx\` ON \`quote_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_consultation_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`c_name\` text NOT NULL,
  	\`c_phone\` text NOT NULL,
  	\`c_email\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source_page\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_consultation_requests\`("id", "c_name", "c_phone", "c_email", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at") SELECT "id", "c_name", "c_phone", "c_email", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at" FROM \`consultation_requests\`;`)
  await db.run(sql`DROP TABLE \`consultation_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_consultation_requests\` RENAME TO \`consultation_requests\`;`)
  await db.run(sql`CREATE INDEX \`consultation_requests_status_idx\` ON \`consultation_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_ip_hash_idx\` ON \`consultation_requests\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_updated_at_idx\` ON \`consultation_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consultation_requests_created_at_idx\` ON \`consultation_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`s_name\` text NOT NULL,
  	\`s_email\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source_page\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_newsletter_subscribers\`("id", "s_name", "s_email", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at") SELECT "id", "s_name", "s_email", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at" FROM \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_subscribers\` RENAME TO \`newsletter_subscribers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_s_email_idx\` ON \`newsletter_subscribers\` (\`s_email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_status_idx\` ON \`newsletter_subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_ip_hash_idx\` ON \`newsletter_subscribers\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source_page\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_messages\`("id", "name", "phone", "email", "message", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at") SELECT "id", "name", "phone", "email", "message", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at" FROM \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_messages\` RENAME TO \`contact_messages\`;`)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_ip_hash_idx\` ON \`contact_messages\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_career_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name_c\` text NOT NULL,
  	\`phone_c\` text NOT NULL,
  	\`email_c\` text NOT NULL,
  	\`role_c\` text NOT NULL,
  	\`linked_profile_link\` text NOT NULL,
  	\`resume_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source_page\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`resume_id\`) REFERENCES \`lead_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_career_applications\`("id", "name_c", "phone_c", "email_c", "role_c", "linked_profile_link", "resume_id", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at") SELECT "id", "name_c", "phone_c", "email_c", "role_c", "linked_profile_link", "resume_id", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at" FROM \`career_applications\`;`)
  await db.run(sql`DROP TABLE \`career_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_career_applications\` RENAME TO \`career_applications\`;`)
  await db.run(sql`CREATE INDEX \`career_applications_resume_idx\` ON \`career_applications\` (\`resume_id\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_status_idx\` ON \`career_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_ip_hash_idx\` ON \`career_applications\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_updated_at_idx\` ON \`career_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`career_applications_created_at_idx\` ON \`career_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_vendor_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`work_type\` text NOT NULL,
  	\`website\` text NOT NULL,
  	\`company_profile_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source_page\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`company_profile_id\`) REFERENCES \`lead_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vendor_applications\`("id", "company_name", "first_name", "phone", "email", "work_type", "website", "company_profile_id", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at") SELECT "id", "company_name", "first_name", "phone", "email", "work_type", "website", "company_profile_id", "status", "source_page", "user_agent", "ip_hash", "updated_at", "created_at" FROM \`vendor_applications\`;`)
  await db.run(sql`DROP TABLE \`vendor_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_vendor_applications\` RENAME TO \`vendor_applications\`;`)
  await db.run(sql`CREATE INDEX \`vendor_applications_company_profile_idx\` ON \`vendor_applications\` (\`company_profile_id\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_status_idx\` ON \`vendor_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_ip_hash_idx\` ON \`vendor_applications\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_updated_at_idx\` ON \`vendor_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vendor_applications_created_at_idx\` ON \`vendor_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text NOT NULL,
  	\`page_type\` text DEFAULT 'standard',
  	\`breadcrumb\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "generate_slug", "slug", "page_type", "breadcrumb", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at") SELECT "id", "title", "generate_slug", "slug", "page_type", "breadcrumb", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`sector_id\` integer NOT NULL,
  	\`description\` text,
  	\`main_image_id\` integer,
  	\`breadcrumb\` text,
  	\`video_id\` integer,
  	\`video_display\` text DEFAULT 'inline',
  	\`facts_scope\` text,
  	\`facts_completion_time\` text,
  	\`facts_year\` numeric,
  	\`facts_requirements\` text,
  	\`facts_construction\` text,
  	\`featured\` integer DEFAULT false,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`sector_id\`) REFERENCES \`sectors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "title", "generate_slug", "slug", "location", "sector_id", "description", "main_image_id", "breadcrumb", "video_id", "video_display", "facts_scope", "facts_completion_time", "facts_year", "facts_requirements", "facts_construction", "featured", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at") SELECT "id", "title", "generate_slug", "slug", "location", "sector_id", "description", "main_image_id", "breadcrumb", "video_id", "video_display", "facts_scope", "facts_completion_time", "facts_year", "facts_requirements", "facts_construction", "featured", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at" FROM \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_slug_idx\` ON \`projects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`projects_sector_idx\` ON \`projects\` (\`sector_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_main_image_idx\` ON \`projects\` (\`main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_video_idx\` ON \`projects\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_meta_meta_image_idx\` ON \`projects\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`_posts_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`tagline\` text,
  	\`image_id\` integer,
  	\`show_breadcrumb\` integer DEFAULT true,
  	\`show_contact_actions\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_banner\`("_order", "_parent_id", "_path", "id", "heading", "tagline", "image_id", "show_breadcrumb", "show_contact_actions", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "tagline", "image_id", "show_breadcrumb", "show_contact_actions", "block_name" FROM \`pages_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_banner\` RENAME TO \`pages_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_order_idx\` ON \`pages_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_parent_id_idx\` ON \`pages_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_path_idx\` ON \`pages_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_image_idx\` ON \`pages_blocks_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_intro\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_intro\`("_order", "_parent_id", "_path", "id", "heading", "content", "image_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "content", "image_id", "block_name" FROM \`pages_blocks_intro\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_intro\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_intro\` RENAME TO \`pages_blocks_intro\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_intro_order_idx\` ON \`pages_blocks_intro\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_intro_parent_id_idx\` ON \`pages_blocks_intro\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_intro_path_idx\` ON \`pages_blocks_intro\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_intro_image_idx\` ON \`pages_blocks_intro\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_rich_text\` RENAME TO \`pages_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`icon\` text DEFAULT 'quality' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_benefits_items\`("_order", "_parent_id", "id", "title", "text", "icon") SELECT "_order", "_parent_id", "id", "title", "text", "icon" FROM \`pages_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_benefits_items\` RENAME TO \`pages_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_order_idx\` ON \`pages_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_parent_id_idx\` ON \`pages_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_gallery_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_gallery_images\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`pages_blocks_gallery_images\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_gallery_images\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_gallery_images\` RENAME TO \`pages_blocks_gallery_images\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_images_order_idx\` ON \`pages_blocks_gallery_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_images_parent_id_idx\` ON \`pages_blocks_gallery_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_images_image_idx\` ON \`pages_blocks_gallery_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_gallery\`("_order", "_parent_id", "_path", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "block_name" FROM \`pages_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_gallery\` RENAME TO \`pages_blocks_gallery\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_order_idx\` ON \`pages_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_parent_id_idx\` ON \`pages_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_path_idx\` ON \`pages_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_process_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_process\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_process_steps\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`pages_blocks_process_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_process_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_process_steps\` RENAME TO \`pages_blocks_process_steps\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_order_idx\` ON \`pages_blocks_process_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_parent_id_idx\` ON \`pages_blocks_process_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_process\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_process\`("_order", "_parent_id", "_path", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "block_name" FROM \`pages_blocks_process\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_process\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_process\` RENAME TO \`pages_blocks_process\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_order_idx\` ON \`pages_blocks_process\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_parent_id_idx\` ON \`pages_blocks_process\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_path_idx\` ON \`pages_blocks_process\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_faq_items\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_faq_items\` RENAME TO \`pages_blocks_faq_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_order_idx\` ON \`pages_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_parent_id_idx\` ON \`pages_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Frequently Asked Questions' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_faq\`("_order", "_parent_id", "_path", "id", "heading", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "block_name" FROM \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_faq\` RENAME TO \`pages_blocks_faq\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`href\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_carousel_slides\`("_order", "_parent_id", "id", "title", "text", "image_id", "href") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "href" FROM \`pages_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_carousel_slides\` RENAME TO \`pages_blocks_carousel_slides\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_order_idx\` ON \`pages_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_parent_id_idx\` ON \`pages_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_image_idx\` ON \`pages_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`show\` text DEFAULT 'tiles' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_carousel\`("_order", "_parent_id", "_path", "id", "heading", "intro", "show", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "show", "block_name" FROM \`pages_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_carousel\` RENAME TO \`pages_blocks_carousel\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_order_idx\` ON \`pages_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_parent_id_idx\` ON \`pages_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_path_idx\` ON \`pages_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`image_id\` integer,
  	\`href\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cards_items\`("_order", "_parent_id", "id", "title", "text", "image_id", "href", "link_label") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "href", "link_label" FROM \`pages_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cards_items\` RENAME TO \`pages_blocks_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_items_order_idx\` ON \`pages_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_items_parent_id_idx\` ON \`pages_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_items_image_idx\` ON \`pages_blocks_cards_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`layout\` text DEFAULT 'grid' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cards\`("_order", "_parent_id", "_path", "id", "heading", "intro", "layout", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "layout", "block_name" FROM \`pages_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cards\` RENAME TO \`pages_blocks_cards\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_order_idx\` ON \`pages_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_parent_id_idx\` ON \`pages_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_path_idx\` ON \`pages_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_testimonials_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`detail\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_testimonials_items\`("_order", "_parent_id", "id", "quote", "name", "detail") SELECT "_order", "_parent_id", "id", "quote", "name", "detail" FROM \`pages_blocks_testimonials_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_testimonials_items\` RENAME TO \`pages_blocks_testimonials_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_items_order_idx\` ON \`pages_blocks_testimonials_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_items_parent_id_idx\` ON \`pages_blocks_testimonials_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_testimonials\`("_order", "_parent_id", "_path", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "block_name" FROM \`pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_testimonials\` RENAME TO \`pages_blocks_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_consultation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`button_label\` text DEFAULT 'Free Consultation' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_consultation\`("_order", "_parent_id", "_path", "id", "heading", "text", "button_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "button_label", "block_name" FROM \`pages_blocks_consultation\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_consultation\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_consultation\` RENAME TO \`pages_blocks_consultation\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_consultation_order_idx\` ON \`pages_blocks_consultation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_consultation_parent_id_idx\` ON \`pages_blocks_consultation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_consultation_path_idx\` ON \`pages_blocks_consultation\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_enquiry\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_enquiry\`("_order", "_parent_id", "_path", "id", "heading", "text", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "block_name" FROM \`pages_blocks_enquiry\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_enquiry\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_enquiry\` RENAME TO \`pages_blocks_enquiry\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_order_idx\` ON \`pages_blocks_enquiry\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_parent_id_idx\` ON \`pages_blocks_enquiry\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_path_idx\` ON \`pages_blocks_enquiry\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`form\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_lead_form\`("_order", "_parent_id", "_path", "id", "heading", "intro", "form", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "form", "block_name" FROM \`pages_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_lead_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_lead_form\` RENAME TO \`pages_blocks_lead_form\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_order_idx\` ON \`pages_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_parent_id_idx\` ON \`pages_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_path_idx\` ON \`pages_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_projects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`limit\` numeric DEFAULT 6 NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_projects\`("_order", "_parent_id", "_path", "id", "heading", "intro", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "limit", "block_name" FROM \`pages_blocks_projects\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_projects\` RENAME TO \`pages_blocks_projects\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_projects_order_idx\` ON \`pages_blocks_projects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_projects_parent_id_idx\` ON \`pages_blocks_projects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_projects_path_idx\` ON \`pages_blocks_projects\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_client_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`limit\` numeric DEFAULT 12 NOT NULL,
  	\`show_descriptions\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_client_logos\`("_order", "_parent_id", "_path", "id", "heading", "intro", "limit", "show_descriptions", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "limit", "show_descriptions", "block_name" FROM \`pages_blocks_client_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_client_logos\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_client_logos\` RENAME TO \`pages_blocks_client_logos\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_client_logos_order_idx\` ON \`pages_blocks_client_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_client_logos_parent_id_idx\` ON \`pages_blocks_client_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_client_logos_path_idx\` ON \`pages_blocks_client_logos\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_latest_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`limit\` numeric DEFAULT 3 NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_latest_posts\`("_order", "_parent_id", "_path", "id", "heading", "intro", "limit", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "limit", "block_name" FROM \`pages_blocks_latest_posts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_latest_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_latest_posts\` RENAME TO \`pages_blocks_latest_posts\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_posts_order_idx\` ON \`pages_blocks_latest_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_posts_parent_id_idx\` ON \`pages_blocks_latest_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_posts_path_idx\` ON \`pages_blocks_latest_posts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_vacancies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'OPEN VACANCIES' NOT NULL,
  	\`apply_line\` text DEFAULT 'Join us in shaping luxury spaces that inspire',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_vacancies\`("_order", "_parent_id", "_path", "id", "heading", "apply_line", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "apply_line", "block_name" FROM \`pages_blocks_vacancies\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_vacancies\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_vacancies\` RENAME TO \`pages_blocks_vacancies\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_vacancies_order_idx\` ON \`pages_blocks_vacancies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_vacancies_parent_id_idx\` ON \`pages_blocks_vacancies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_vacancies_path_idx\` ON \`pages_blocks_vacancies\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_profile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`portrait_id\` integer,
  	\`name\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`biography\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_profile\`("_order", "_parent_id", "_path", "id", "heading", "intro", "portrait_id", "name", "role", "biography", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "portrait_id", "name", "role", "biography", "block_name" FROM \`pages_blocks_profile\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_profile\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_profile\` RENAME TO \`pages_blocks_profile\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_order_idx\` ON \`pages_blocks_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_parent_id_idx\` ON \`pages_blocks_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_path_idx\` ON \`pages_blocks_profile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_portrait_idx\` ON \`pages_blocks_profile\` (\`portrait_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_contact_details_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`href\` text NOT NULL,
  	\`link_label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_contact_details_links\`("_order", "_parent_id", "id", "title", "text", "href", "link_label") SELECT "_order", "_parent_id", "id", "title", "text", "href", "link_label" FROM \`pages_blocks_contact_details_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_details_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_contact_details_links\` RENAME TO \`pages_blocks_contact_details_links\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_links_order_idx\` ON \`pages_blocks_contact_details_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_links_parent_id_idx\` ON \`pages_blocks_contact_details_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_legal_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`table_of_contents\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_legal_text\`("_order", "_parent_id", "_path", "id", "content", "table_of_contents", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "table_of_contents", "block_name" FROM \`pages_blocks_legal_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_legal_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_legal_text\` RENAME TO \`pages_blocks_legal_text\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_text_order_idx\` ON \`pages_blocks_legal_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_text_parent_id_idx\` ON \`pages_blocks_legal_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_text_path_idx\` ON \`pages_blocks_legal_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_gallery\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`projects_gallery\`;`)
  await db.run(sql`DROP TABLE \`projects_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_gallery\` RENAME TO \`projects_gallery\`;`)
  await db.run(sql`CREATE INDEX \`projects_gallery_order_idx\` ON \`projects_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_gallery_parent_id_idx\` ON \`projects_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_gallery_image_idx\` ON \`projects_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_selling_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_selling_points\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`projects_selling_points\`;`)
  await db.run(sql`DROP TABLE \`projects_selling_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_selling_points\` RENAME TO \`projects_selling_points\`;`)
  await db.run(sql`CREATE INDEX \`projects_selling_points_order_idx\` ON \`projects_selling_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_selling_points_parent_id_idx\` ON \`projects_selling_points\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`social_whatsapp_separate\`;`)
}
