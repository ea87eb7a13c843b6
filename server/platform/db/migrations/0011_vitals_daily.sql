CREATE TABLE "analytics_vitals_daily" (
	"day" date NOT NULL,
	"template" text NOT NULL,
	"screen" text NOT NULL,
	"metric" text NOT NULL,
	"samples" double precision[] NOT NULL,
	CONSTRAINT "analytics_vitals_daily_day_template_screen_metric_pk" PRIMARY KEY("day","template","screen","metric")
);
--> statement-breakpoint
-- Backfill (hand-written): the days already rolled up before this table existed are never rolled
-- up again, so their vitals are copied from the raw events still kept (the last 30 days). Today's
-- rows are replaced by the job's next run like any provisional rows.
INSERT INTO "analytics_vitals_daily" ("day", "template", "screen", "metric", "samples")
SELECT e."day", e."template", e."screen", m."metric", array_agg(m."value" ORDER BY m."value")
FROM "analytics_events" e
CROSS JOIN LATERAL (VALUES ('LCP', e."lcp"), ('INP', e."inp"), ('CLS', e."cls"), ('TTFB', e."ttfb")) AS m("metric", "value")
WHERE e."kind" = 'vitals' AND e."screen" IS NOT NULL AND m."value" IS NOT NULL
  -- only days already rolled up (a day without a total row is read from raw events by the report)
  AND EXISTS (SELECT 1 FROM "analytics_daily" d WHERE d."dimension" = 'total' AND d."day" = e."day")
GROUP BY e."day", e."template", e."screen", m."metric";
