-- Lead.lastActivityAt stored (ADR 011): the inbox sorts 50,000 leads by it with an index scan
-- instead of aggregating every event and e-mail on each request. Triggers keep it, so no writer can
-- forget it: the row's own updated_at, and each event or e-mail when it is written. An e-mail's
-- later status changes do not count: a trigger there would lock the lead after the send row, the
-- reverse of the admin's writes (lead first), and two such writes could deadlock.
ALTER TABLE "leads" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
CREATE FUNCTION leads_fold_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_activity_at := greatest(NEW.last_activity_at, NEW.updated_at);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_fold_updated_at BEFORE INSERT OR UPDATE ON "leads"
  FOR EACH ROW EXECUTE FUNCTION leads_fold_updated_at();--> statement-breakpoint
CREATE FUNCTION leads_note_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leads" SET "last_activity_at" = NEW.created_at
    WHERE "id" = NEW.lead_id AND "last_activity_at" < NEW.created_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_events_note_activity AFTER INSERT ON "lead_events"
  FOR EACH ROW EXECUTE FUNCTION leads_note_activity();--> statement-breakpoint
CREATE TRIGGER email_sends_note_activity AFTER INSERT ON "email_sends"
  FOR EACH ROW WHEN (NEW.lead_id IS NOT NULL) EXECUTE FUNCTION leads_note_activity();--> statement-breakpoint
UPDATE "leads" SET "last_activity_at" = greatest(
  "updated_at",
  (SELECT max(e.created_at) FROM "lead_events" e WHERE e.lead_id = "leads"."id"),
  (SELECT max(s.created_at) FROM "email_sends" s WHERE s.lead_id = "leads"."id")
);--> statement-breakpoint
CREATE INDEX "leads_activity_idx" ON "leads" USING btree ("last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
