CREATE TABLE "booking_availability" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly" jsonb DEFAULT '[{"day":1,"start":"10:00","end":"16:00"},{"day":2,"start":"10:00","end":"16:00"},{"day":3,"start":"10:00","end":"16:00"},{"day":4,"start":"10:00","end":"16:00"},{"day":5,"start":"10:00","end":"16:00"}]'::jsonb NOT NULL,
	"dates_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"min_notice_hours" integer DEFAULT 24 NOT NULL,
	"horizon_days" integer DEFAULT 42 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_availability_single_row" CHECK ("booking_availability"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'consultation' NOT NULL,
	"type_id" integer,
	"lead_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"message" text,
	"note" text,
	"visitor_time_zone" text,
	"created_by_user_id" integer,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_uid_unique" UNIQUE("uid"),
	CONSTRAINT "bookings_end_after_start" CHECK ("bookings"."end_at" > "bookings"."start_at"),
	CONSTRAINT "bookings_blocked_after_end" CHECK ("bookings"."blocked_until" >= "bookings"."end_at"),
	CONSTRAINT "bookings_kind_fields" CHECK (("bookings"."kind" = 'block') or ("bookings"."type_id" is not null and "bookings"."email" is not null))
);
--> statement-breakpoint
CREATE TABLE "consultation_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text NOT NULL,
	"price_text" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_types_slug_unique" UNIQUE("slug"),
	CONSTRAINT "consultation_types_duration" CHECK ("consultation_types"."duration_minutes" between 15 and 480)
);
--> statement-breakpoint
CREATE TABLE "lead_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"title" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_id" integer,
	"done_at" timestamp with time zone,
	"created_by_user_id" integer,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "reply_within_business_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_type_id_consultation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."consultation_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_tasks_lead_idx" ON "lead_tasks" USING btree ("lead_id","due_at");--> statement-breakpoint
CREATE INDEX "lead_tasks_assignee_idx" ON "lead_tasks" USING btree ("assignee_id","due_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_stage_idx" ON "leads" USING btree ("stage");--> statement-breakpoint
-- Existing leads take the stage their status implies (ADR 021), and a lead the studio has
-- already moved on from `active` counts as answered when it was last changed.
UPDATE "leads" SET "stage" = CASE "status" WHEN 'converted' THEN 'won' WHEN 'contacted' THEN 'contacted' WHEN 'qualified' THEN 'contacted' ELSE 'new' END,
	"first_response_at" = CASE WHEN "status" IN ('contacted', 'qualified', 'converted') THEN "updated_at" END;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_stage_matches_status" CHECK (((stage = 'new' and status in ('active', 'unsubscribed', 'bounced')) or (stage = 'contacted' and status in ('contacted', 'qualified', 'unsubscribed', 'bounced')) or (stage = 'booked' and status in ('contacted', 'qualified', 'unsubscribed', 'bounced')) or (stage = 'proposal' and status in ('contacted', 'qualified', 'unsubscribed', 'bounced')) or (stage = 'won' and status in ('converted', 'unsubscribed', 'bounced')) or (stage = 'lost' and status in ('contacted', 'qualified', 'unsubscribed', 'bounced'))));--> statement-breakpoint
-- Two confirmed bookings or blocks never overlap, buffer included: the database decides which of
-- two simultaneous requests for one slot wins (ADR 021). GiST handles ranges without extensions.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (tstzrange("start_at", "blocked_until", '[)') WITH &&) WHERE ("status" = 'confirmed');
