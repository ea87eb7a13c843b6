ALTER TABLE "project_images" ADD COLUMN "focal_x" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_images" ADD COLUMN "focal_y" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "designer_portrait_id" uuid;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "send_window" jsonb DEFAULT '{"days":[1,2,3,4,5],"start":"09:00","end":"17:00"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_designer_portrait_id_media_id_fk" FOREIGN KEY ("designer_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_focal_range" CHECK ("project_images"."focal_x" between 0 and 100 and "project_images"."focal_y" between 0 and 100);--> statement-breakpoint
-- Posts now follow the studio's saved order (ADR 009); start it as the journal read before: newest first.
UPDATE "blog_posts" SET "sort_order" = r.n FROM (SELECT "id", (row_number() OVER (ORDER BY "published_at" DESC NULLS FIRST, "id" DESC) - 1)::int AS n FROM "blog_posts") r WHERE "blog_posts"."id" = r."id";
