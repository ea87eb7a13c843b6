ALTER TABLE "email_sends" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "html_body" text NOT NULL;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "text_body" text NOT NULL;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_sends" DROP COLUMN "recorded_html";--> statement-breakpoint
ALTER TABLE "email_sends" DROP COLUMN "recorded_text";