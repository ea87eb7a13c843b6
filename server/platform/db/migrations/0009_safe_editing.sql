CREATE TABLE "edit_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "edit_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"base_version" integer,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "preview_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"author_id" integer,
	"author_name" text,
	"published" boolean DEFAULT false NOT NULL,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"restored_from_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "default_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "edit_drafts" ADD CONSTRAINT "edit_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "edit_drafts_user_item_uq" ON "edit_drafts" USING btree ("user_id","entity",coalesce("entity_id", 0));--> statement-breakpoint
CREATE INDEX "preview_links_item_idx" ON "preview_links" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_item_version_uq" ON "revisions" USING btree ("entity","entity_id","version");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The kinds of item each table names (issue 29): a value outside them is a bug, refused here too.
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_entity_known"
  CHECK ("entity" IN ('project', 'post', 'testimonial', 'emailTemplate', 'studioSettings'));--> statement-breakpoint
ALTER TABLE "edit_drafts" ADD CONSTRAINT "edit_drafts_entity_known"
  CHECK ("entity" IN ('project', 'post', 'testimonial', 'emailTemplate', 'studioSettings'));--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_entity_known" CHECK ("entity" IN ('post', 'project'));--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_version_min" CHECK ("version" >= 1);
