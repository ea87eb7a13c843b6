import { z } from '../zod.ts';
import { VisitIdSchema } from './visit.ts';

/**
 * The analytics beacon's wire format (issue 30, docs/analytics.md), shared by the page script that
 * sends it and the server that reads it: `POST /api/analytics/beacon`, a JSON body (the browser's
 * `navigator.sendBeacon` sends it as a text/plain Blob; application/json is accepted too) of at
 * most `BEACON_MAX_BYTES`. The server answers 204 to every well-formed beacon, also when it stores
 * nothing (Do Not Track, Global Privacy Control, a bot), 400 to a malformed one, 413 to a big one.
 */

export const BEACON_PATH = '/api/analytics/beacon';
export const BEACON_MAX_BYTES = 4 * 1024;

/** How wide the visitor's screen is, in three classes: the page script picks one (docs/analytics.md). */
export const SCREEN_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];

/** What a UTM value keeps: longer ones are cut (the server clips, it does not refuse). */
export const UTM_MAX_CHARS = 100;
/** What a path keeps after its query and fragment are dropped. */
export const PATH_MAX_CHARS = 300;

export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** A page address as the browser's `location.pathname` (+ search) gives it: the server normalises it. */
const PathInput = z
  .string()
  .min(1)
  .max(2048)
  .refine((path) => path.startsWith('/') && !path.startsWith('//'), 'A path starts with one slash.');

/** Any text the visitor's address bar could carry; the server clips it to `UTM_MAX_CHARS`. */
const UtmValue = z.string().max(1000).optional();

export const UtmSchema = z.object({
  source: UtmValue,
  medium: UtmValue,
  campaign: UtmValue,
  term: UtmValue,
  content: UtmValue,
});
export type Utm = z.output<typeof UtmSchema>;

/** Milliseconds, as the browser's PerformanceObserver reports them; a minute and more is not a real visit. */
const Millis = z.number().finite().min(0).max(600_000);

export const VitalsMetricsSchema = z
  .object({
    LCP: Millis.optional(),
    INP: Millis.optional(),
    /** unitless layout shift score */
    CLS: z.number().finite().min(0).max(100).optional(),
    TTFB: Millis.optional(),
  })
  .refine((metrics) => Object.values(metrics).some((value) => value !== undefined), 'At least one metric is needed.');
export type VitalsMetrics = z.output<typeof VitalsMetricsSchema>;

export const PageviewBeaconSchema = z.object({
  visit: VisitIdSchema,
  kind: z.literal('pageview'),
  path: PathInput,
  /**
   * How the visit arrived, sent with each of its page views: `document.referrer` (which client-side
   * navigations leave as it was) and the landing address's UTM parameters, which the script keeps
   * in memory for the visit (never in storage). The server keeps only an external referrer's host.
   */
  referrer: z.string().max(2048).optional(),
  utm: UtmSchema.optional(),
  screen: z.enum(SCREEN_CLASSES),
});

export const VitalsBeaconSchema = z.object({
  visit: VisitIdSchema,
  kind: z.literal('vitals'),
  path: PathInput,
  screen: z.enum(SCREEN_CLASSES),
  metrics: VitalsMetricsSchema,
});

export const BeaconSchema = z.discriminatedUnion('kind', [PageviewBeaconSchema, VitalsBeaconSchema]);
export type BeaconInput = z.input<typeof BeaconSchema>;
export type Beacon = z.output<typeof BeaconSchema>;
export type PageviewBeacon = z.output<typeof PageviewBeaconSchema>;
export type VitalsBeacon = z.output<typeof VitalsBeaconSchema>;
