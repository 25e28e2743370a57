CREATE TABLE "bbs_attachments" (
	"attachment_id" serial PRIMARY KEY NOT NULL,
	"bbs_content_id" integer NOT NULL,
	"file_uuid" uuid NOT NULL,
	"file_name" varchar(300) NOT NULL,
	"file_size" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbs_content_languages" (
	"bbs_content_id" integer NOT NULL,
	"language_type_code" char(2) NOT NULL,
	"subject" varchar(500) NOT NULL,
	"contents" text NOT NULL,
	CONSTRAINT "bbs_content_languages_bbs_content_id_language_type_code_pk" PRIMARY KEY("bbs_content_id","language_type_code")
);
--> statement-breakpoint
CREATE TABLE "bbs_contents" (
	"bbs_content_id" serial PRIMARY KEY NOT NULL,
	"bbs_code" varchar(20) NOT NULL,
	"category_code" varchar(40),
	"notice_yn" char(1) DEFAULT 'Y' NOT NULL,
	"operation_date" date,
	"answered_at" timestamp with time zone,
	"inquire_count" integer DEFAULT 0 NOT NULL,
	"search_key_ko" text DEFAULT '' NOT NULL,
	"search_text_ko" text DEFAULT '' NOT NULL,
	"search_key_en" text DEFAULT '' NOT NULL,
	"search_text_en" text DEFAULT '' NOT NULL,
	"seed_key" varchar(60),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_groups" (
	"code_group_code" varchar(40) PRIMARY KEY NOT NULL,
	"name_ko" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"code_group_code" varchar(40) NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_ko" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"extra_value" varchar(100),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	CONSTRAINT "codes_code_group_code_code_pk" PRIMARY KEY("code_group_code","code")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"contents_id" serial PRIMARY KEY NOT NULL,
	"contents_key" varchar(60) NOT NULL,
	"contents_type_code" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents_versions" (
	"contents_version_id" serial PRIMARY KEY NOT NULL,
	"contents_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"name_ko" varchar(300),
	"name_en" varchar(300),
	"contents_ko" text,
	"contents_en" text,
	"notice_yn" char(1) DEFAULT 'Y' NOT NULL,
	"display_start_at" timestamp with time zone,
	"display_end_at" timestamp with time zone,
	"popup_width" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_languages" (
	"menu_id" integer NOT NULL,
	"language_type_code" char(2) NOT NULL,
	"menu_name" varchar(200) NOT NULL,
	CONSTRAINT "menu_languages_menu_id_language_type_code_pk" PRIMARY KEY("menu_id","language_type_code")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menu_id" integer PRIMARY KEY NOT NULL,
	"upper_menu_id" integer,
	"menu_icon_code" varchar(40),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"exchange_yn" char(1) DEFAULT 'N' NOT NULL,
	"page_id" varchar(20),
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_roles" (
	"page_id" varchar(20) NOT NULL,
	"role_code" char(2) NOT NULL,
	CONSTRAINT "page_roles_page_id_role_code_pk" PRIMARY KEY("page_id","role_code")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"page_id" varchar(20) PRIMARY KEY NOT NULL,
	"upper_page_id" varchar(20),
	"page_uri" varchar(300) NOT NULL,
	"layout_type" varchar(10) NOT NULL,
	"login_yn" char(1) DEFAULT 'N' NOT NULL,
	"menu_id" integer,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard_documents" (
	"standard_document_id" serial PRIMARY KEY NOT NULL,
	"classification_code" varchar(10) NOT NULL,
	"version_no" integer NOT NULL,
	"subject_ko" varchar(300),
	"subject_en" varchar(300),
	"contents_ko" text,
	"contents_en" text,
	"notice_yn" char(1) DEFAULT 'Y' NOT NULL,
	"effective_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bbs_attachments" ADD CONSTRAINT "bbs_attachments_bbs_content_id_bbs_contents_bbs_content_id_fk" FOREIGN KEY ("bbs_content_id") REFERENCES "public"."bbs_contents"("bbs_content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbs_content_languages" ADD CONSTRAINT "bbs_content_languages_bbs_content_id_bbs_contents_bbs_content_id_fk" FOREIGN KEY ("bbs_content_id") REFERENCES "public"."bbs_contents"("bbs_content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_code_group_code_code_groups_code_group_code_fk" FOREIGN KEY ("code_group_code") REFERENCES "public"."code_groups"("code_group_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents_versions" ADD CONSTRAINT "contents_versions_contents_id_contents_contents_id_fk" FOREIGN KEY ("contents_id") REFERENCES "public"."contents"("contents_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_languages" ADD CONSTRAINT "menu_languages_menu_id_menus_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_roles" ADD CONSTRAINT "page_roles_page_id_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bbs_attachments_content_idx" ON "bbs_attachments" USING btree ("bbs_content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbs_attachments_uuid_uq" ON "bbs_attachments" USING btree ("file_uuid");--> statement-breakpoint
CREATE INDEX "bbs_contents_list_idx" ON "bbs_contents" USING btree ("bbs_code","created_at","bbs_content_id");--> statement-breakpoint
CREATE INDEX "bbs_contents_created_idx" ON "bbs_contents" USING btree ("created_at","bbs_content_id");--> statement-breakpoint
CREATE INDEX "bbs_contents_category_idx" ON "bbs_contents" USING btree ("bbs_code","category_code","created_at","bbs_content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbs_contents_seed_key_uq" ON "bbs_contents" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "bbs_contents_search_ko_idx" ON "bbs_contents" USING gin ("search_key_ko" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bbs_contents_search_en_idx" ON "bbs_contents" USING gin ("search_key_en" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "contents_key_uq" ON "contents" USING btree ("contents_key");--> statement-breakpoint
CREATE INDEX "contents_type_idx" ON "contents" USING btree ("contents_type_code");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_versions_uq" ON "contents_versions" USING btree ("contents_id","version_no");--> statement-breakpoint
CREATE INDEX "menus_upper_idx" ON "menus" USING btree ("upper_menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_uri_uq" ON "pages" USING btree ("page_uri");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_documents_version_uq" ON "standard_documents" USING btree ("classification_code","version_no");