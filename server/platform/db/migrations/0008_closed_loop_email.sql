CREATE TABLE "email_domain_check" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"domain" text NOT NULL,
	"records" jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"alerted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "email_domain_check_single_row" CHECK ("email_domain_check"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "email_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"send_id" integer,
	"lead_id" integer,
	"address" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"detail" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_events_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "imap_poll_state" (
	"mailbox_key" text PRIMARY KEY NOT NULL,
	"uid_validity" bigint NOT NULL,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"polled_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "delivery_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "resend_webhook_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "sendgrid_webhook_key_encrypted" text;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_host" text;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_port" integer;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_secure" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_user" text;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_pass_encrypted" text;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_mailbox" text DEFAULT 'INBOX' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "dkim_domain" text;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "dkim_selector" text;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "dkim_private_key_encrypted" text;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "dkim_public_key" text;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "text_edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sequence_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sequence_stop_reason" text;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_send_id_email_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."email_sends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_events_lead_idx" ON "email_events" USING btree ("lead_id","occurred_at");--> statement-breakpoint
CREATE INDEX "email_events_send_idx" ON "email_events" USING btree ("send_id");--> statement-breakpoint
CREATE INDEX "email_events_kind_idx" ON "email_events" USING btree ("kind","occurred_at");--> statement-breakpoint
CREATE INDEX "email_sends_message_id_idx" ON "email_sends" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "email_sends_provider_message_idx" ON "email_sends" USING btree ("provider_message_id");--> statement-breakpoint
-- Templates written before issue 28 keep the plain text they have: it may have been edited by hand.
UPDATE "email_templates" SET "text_edited" = true;--> statement-breakpoint
-- A reply or a bounce is activity on the lead, like an event or an e-mail (migration 0005, ADR 011).
CREATE TRIGGER email_events_note_activity AFTER INSERT ON "email_events"
  FOR EACH ROW WHEN (NEW.lead_id IS NOT NULL) EXECUTE FUNCTION leads_note_activity();
