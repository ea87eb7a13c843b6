import type PgBoss from 'pg-boss';
import type { AppDeps } from './app-deps.ts';
import { AnalyticsIngest, registerAnalyticsJobs, registerWeeklyDigestJobs } from './modules/analytics/index.ts';
import { nextOpenSlots, registerBookingReminderJobs } from './modules/booking/index.ts';
import { type ChatModelConfig, createChatEngine } from './modules/chat/index.ts';
import { registerPublishingJobs } from './modules/content/index.ts';
import { registerRevisionPruningJobs } from './modules/history/index.ts';
import {
  findSendByMessageIds,
  leadMailRules,
  recordEmailEvent,
  registerDigestJobs,
  registerSequenceJobs,
} from './modules/leads/index.ts';
import { createLookbookGenerator } from './modules/lookbook/index.ts';
import { registerMediaCleanupJobs } from './modules/media/index.ts';
import { getSiteSettings } from './modules/studio/index.ts';
import { systemClock } from './platform/clock.ts';
import { createContentEvents } from './platform/content-events.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { registerDomainCheckJobs } from './platform/email/domain/domain-check-job.ts';
import type { EmailConfig, EmailEnv } from './platform/email/email-config.ts';
import type { EmailDeps } from './platform/email/email-deps.ts';
import { createStoredSettingsTransport } from './platform/email/email-transport.ts';
import { registerInboundMailJobs } from './platform/email/inbound/register-inbound-jobs.ts';
import { createContentCache } from './platform/http/response-cache.ts';
import { startBoss } from './platform/jobs/boss.ts';
import { registerEmbeddedDatabaseVacuum } from './platform/jobs/vacuum-embedded-database.ts';
import type { HttpConfig } from './platform/platform-deps.ts';
import { type JobsOptions, registerJobs } from './register-jobs.ts';

/** What `compose` builds from: an open, migrated database and the settings read from the environment. */
export interface ComposeConfig {
  handle: DatabaseHandle;
  /** APP_SECRET (resolveAppSecret) */
  appSecret: string;
  http: HttpConfig;
  /** the e-mail variables of the environment that override Email Setup (emailEnvOf(env)) */
  emailEnv: Partial<EmailEnv>;
  /** outbound e-mail from the environment (resolveEmailConfig(env)); default: development, which records and never sends */
  email?: EmailConfig;
  /** the chat's language model (resolveChatModelConfig(env)); default: the built-in engine alone */
  chatModel?: ChatModelConfig | null;
  /** the lookbook worker's module (the production bundle's); default: the source's (lookbook-generator.ts) */
  lookbookWorkerFile?: string;
  log: (line: string) => void;
}

/**
 * What a caller puts in place of the composed parts (tests: a clock they move, a queue they
 * inspect, local content events, a stub transport). A `queue` of its own means no pg-boss at all:
 * no workers, no schedules.
 */
export interface ComposeOverrides extends Partial<Omit<AppDeps, 'config'>> {
  /**
   * false: the sequence scheduler's queue and worker are wired, but not its every-minute cron.
   * Only tests turn it off (see tests/support/test-app.ts for why); production always schedules.
   */
  scheduleSequence?: boolean;
  /** e-mail queue tuning (retry delays, polling, safety-net ages): tests use tiny ones */
  emailTuning?: JobsOptions['emailTuning'];
}

export interface Composition {
  /** what every request can reach (createApp(deps)) */
  deps: AppDeps;
  /** the job queue with every worker and schedule of the app; null when the caller passed its own `queue` */
  boss: PgBoss | null;
  /** SIGTERM: /readyz turns 503 so a load balancer stops sending traffic */
  startDraining(): void;
  /** jobs first (they use the database), then what listens; the database stays the caller's */
  close(options?: { bossStopTimeoutMs?: number }): Promise<void>;
}

/**
 * The one wiring of the app (issue 26), for boot.ts and the tests alike: the job queue and its
 * workers, content events and caches, the modules' services, and the `AppDeps` every route
 * receives, in that order. The platform's ports are filled here: the leads module's rules for the
 * e-mail worker (`LeadMailRules`), the studio's identity for the default From (`StudioIdentity`).
 */
export async function compose(config: ComposeConfig, overrides: ComposeOverrides = {}): Promise<Composition> {
  const { handle, appSecret, log } = config;
  const { scheduleSequence = true, emailTuning, ...replaced } = overrides;
  const secrets = replaced.secrets ?? { appSecret };
  // D13: the environment over what the admin stored in Email Setup, re-read at every send; the
  // worker and the routes share this transport.
  const email: EmailDeps = replaced.email ?? {
    env: config.emailEnv,
    resolveTransport: createStoredSettingsTransport({
      env: config.emailEnv,
      appSecret: secrets.appSecret,
      log,
      studio: getSiteSettings,
    }),
  };
  let boss: PgBoss | null = null;
  if (!replaced.queue) {
    boss = await startBoss(handle);
    await registerJobs(boss, handle.db, {
      email: config.email,
      log,
      leads: leadMailRules,
      studio: getSiteSettings,
      resolveTransport: email.resolveTransport,
      emailTuning,
    });
    // PGlite has no autovacuum: a nightly VACUUM ANALYZE stands in for it.
    await registerEmbeddedDatabaseVacuum(boss, handle, log);
  }

  const contentEvents = replaced.contentEvents ?? (await createContentEvents(handle, log));
  // Production caches pages and public reads until content changes.
  const contentCache = () =>
    config.http.production ? createContentCache(contentEvents, { ttlMs: 30_000, maxEntries: 500 }) : null;
  const lookbook =
    replaced.lookbook ??
    createLookbookGenerator(handle.db, contentEvents, {
      siteUrl: config.http.publicUrl,
      workerFile: config.lookbookWorkerFile,
    });
  const clock = replaced.clock ?? systemClock;
  const chat =
    replaced.chat ??
    createChatEngine(handle.db, contentEvents, {
      model: config.chatModel,
      log,
      clock,
      // Issue 27: "can I book a call?" is answered with the booking module's next open slots.
      findOpenSlots: (query) => nextOpenSlots({ db: handle.db, clock }, query),
    });
  // Issue 30: the beacons' write buffer, one per process, written every 250 ms and on close.
  const analytics =
    replaced.analytics ?? new AnalyticsIngest({ db: handle.db, clock, log, publicUrl: config.http.publicUrl });
  if (!replaced.analytics) analytics.start();
  let draining = false;
  const deps: AppDeps = {
    db: handle.db,
    executeSql: handle.executeSql,
    queue: boss as PgBoss,
    email,
    caches: { pages: contentCache(), api: contentCache() },
    secrets,
    clock: systemClock,
    isDraining: () => draining,
    log,
    ...replaced,
    contentEvents,
    lookbook,
    chat,
    analytics,
    config: config.http,
  };
  if (boss) {
    // D24: scheduled posts are published through content writes, so this job needs the whole deps.
    await registerPublishingJobs(boss, deps);
    // D10: the sequence scheduler, every minute; it queues steps with deps.queue and signs links with the secret.
    await registerSequenceJobs(boss, deps, { schedule: scheduleSequence });
    // Issue 27: the booking reminders, every five minutes (tests send the job by hand, as the sequence's).
    await registerBookingReminderJobs(boss, deps, { schedule: scheduleSequence });
    // Issue 27: the staff's daily digest at 08:00 studio time; tests leave its cron out like the sequence's.
    await registerDigestJobs(boss, deps, { schedule: scheduleSequence });
    // Issue 28: the sending domain's SPF/DKIM/DMARC again each day; tests send the job by hand.
    await registerDomainCheckJobs(boss, deps, { schedule: scheduleSequence });
    // Issue 29: old revisions beyond the retention pruned each night; tests send the job by hand.
    await registerRevisionPruningJobs(boss, deps, { schedule: scheduleSequence });
    // Issue 29: the daily removal of uploads unused for a week; tests send the job by hand.
    await registerMediaCleanupJobs(boss, deps, { schedule: scheduleSequence });
    // Issue 30: the analytics rollup, 30-day prune and salt deletion, hourly; tests send the job by hand.
    await registerAnalyticsJobs(boss, deps, { schedule: scheduleSequence });
    // Issue 30: the admins' weekly digest, Monday 08:00 studio time; tests send the job by hand.
    await registerWeeklyDigestJobs(boss, deps, { schedule: scheduleSequence });
    // Issue 28: the reply poll of the incoming mailbox, every two minutes, into the mail loop.
    await registerInboundMailJobs(
      boss,
      {
        db: handle.db,
        withSession: handle.withSession,
        appSecret: secrets.appSecret,
        env: email.env,
        rules: { recordEmailEvent, findSendByMessageIds },
        clock: () => deps.clock(),
        log,
      },
      { schedule: scheduleSequence },
    );
  }
  return {
    deps,
    boss,
    startDraining() {
      draining = true;
    },
    async close({ bossStopTimeoutMs = 10_000 } = {}) {
      // The beacons still buffered are written before the database goes.
      await analytics.close();
      // Builds in progress finish (their requests were drained before this), then the workers end.
      await lookbook.close();
      chat.close();
      await contentEvents.close();
      await boss?.stop({ graceful: true, wait: true, timeout: bossStopTimeoutMs });
    },
  };
}
