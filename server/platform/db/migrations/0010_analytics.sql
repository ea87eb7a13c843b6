CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"template" text DEFAULT '' NOT NULL,
	"visitors" integer NOT NULL,
	"pageviews" integer NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"lookbooks" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT true NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visit_id" text,
	"visitor" text NOT NULL,
	"path" text NOT NULL,
	"template" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"screen" text,
	"lcp" double precision,
	"inp" double precision,
	"cls" double precision,
	"ttfb" double precision,
	"goal" text,
	"lead_id" integer
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "converted_path" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_dimension_idx" ON "analytics_daily" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "analytics_events_kind_day_idx" ON "analytics_events" USING btree ("kind","day");--> statement-breakpoint
CREATE INDEX "analytics_events_visit_idx" ON "analytics_events" USING btree ("visit_id","at") WHERE "analytics_events"."visit_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("visitor","day");--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");