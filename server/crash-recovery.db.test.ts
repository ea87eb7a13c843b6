import { connect } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '#shared/content.ts';
import { MEDIA_FORMATS, mediaUrl, variantWidths } from '#shared/media.ts';
import { createUserDirect, sessionCookieOf } from '../tests/support/admin-session.ts';
import { createProcessDatabase, type ProcessDatabase } from '../tests/support/process-database.ts';
import { type ServerProcess, spawnServerProcess } from '../tests/support/server-process.ts';
import { PUBLISH_DUE_POSTS_JOB } from './modules/content/publish-scheduled-posts.ts';
import { samplePhoto } from './modules/media/testing/upload-images.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import {
  auditEvents,
  blogPosts,
  emailSends,
  leadEvents,
  leads,
  media,
  mediaVariants,
} from './platform/db/schema/index.ts';

/**
 * What a crash loses (docs/operations.md): the real server process, killed with SIGKILL — no
 * handler runs, nothing is flushed, the embedded database's files are left as they were — and
 * started again on the same data. On PGlite that is the process's own DATA_DIR, and every restart
 * is the server's own open of files a killed process left (PGlite recovers them as PostgreSQL
 * does, from its write-ahead log); under scripts/with-postgres.sh it is a PostgreSQL database.
 *
 * Where a kill lands inside the process cannot be chosen without test hooks in production code,
 * so each case pins what it can and lets the rest vary, and every assertion holds wherever the
 * kill lands:
 * - a request whose body is only half sent is cut for sure (the handler needs the whole body);
 * - the kill is sent the moment an answer arrives, or a log line that follows a commit, so what
 *   the client saw is known and the process is still busy with the rest (a burst of enquiries,
 *   the background encoding of an upload's variants, a job not yet marked done);
 * - a request whose whole body was sent but never answered may or may not have committed: the
 *   test accepts either, but never a half.
 * The state is read with the process down (PGlite serves one process), after a graceful stop.
 */

const HOUR = 3_600_000;

let database: ProcessDatabase;
let server: ServerProcess;
let base = '';
let cookie = '';
let visitors = 0;

/** Each request its own visitor (one trusted proxy hop), so no rate limit is what stops it. */
function nextVisitor(): string {
  visitors += 1;
  return `10.91.${(visitors >> 8) & 255}.${visitors & 255}`;
}

async function start(options: { killOn?: RegExp } = {}): Promise<ServerProcess> {
  server = spawnServerProcess({ ...database.env, TRUST_PROXY_HOPS: '1' }, options);
  return server;
}

async function startAndListen(): Promise<void> {
  base = `http://127.0.0.1:${await (await start()).ready}`;
}

/** Each test starts with the process up; the one before may have left it stopped. */
async function running(): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) await startAndListen();
}

/** A graceful stop, then the state as the next start will find it. */
async function stopAndInspect<T>(read: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  expect(await server.stop(), server.output()).toEqual({ code: 0, signal: null });
  return database.inspect(read);
}

function headersFor(extra: Record<string, string> = {}): Record<string, string> {
  return { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': nextVisitor(), ...extra };
}

/** Opens a connection and sends a request's head and `part` of its body; the rest never comes. */
function sendPartly(path: string, headers: Record<string, string>, body: Buffer, part: number): Promise<void> {
  const port = new URL(base).port;
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    ...Object.entries({ ...headers, 'Content-Length': String(body.byteLength) }).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(head);
      socket.write(body.subarray(0, Math.floor(body.byteLength * part)), () => resolve());
    });
    // The kill resets the connection: that is the point.
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

beforeAll(async () => {
  database = await createProcessDatabase();
  const admin = await database.inspect((handle) => createUserDirect(handle.db, { role: 'admin' }));
  await startAndListen();
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: headersFor({ 'Content-Type': 'application/json' }),
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  expect(login.status).toBe(200);
  // The session lives in the database: it outlives every kill below.
  cookie = sessionCookieOf(login);
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await database?.dispose();
});

describe('SIGKILL during enquiries', () => {
  const enquiry = (email: string) =>
    Buffer.from(JSON.stringify({ firstName: 'Ada', lastName: 'Crash', email, message: 'A kitchen, please.' }));
  const postEnquiry = (email: string) =>
    fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: headersFor({ 'Content-Type': 'application/json' }),
      body: enquiry(email),
    });

  /**
   * Sends `emails` at once (and `held` with half their body) and kills the process when the
   * `killAfter`-th success arrives. Answers who saw success; every other client saw no answer.
   */
  async function burst(emails: string[], held: string[], killAfter: number) {
    await Promise.all(
      held.map((email) =>
        sendPartly('/api/contact', headersFor({ 'Content-Type': 'application/json' }), enquiry(email), 0.5),
      ),
    );
    let successes = 0;
    const outcomes = await Promise.all(
      emails.map((email) =>
        postEnquiry(email).then(
          (response) => {
            if (response.status === 200 && ++successes === killAfter) server.child.kill('SIGKILL');
            return { email, status: response.status };
          },
          () => ({ email, status: 0 }),
        ),
      ),
    );
    await server.exited;
    // An answer is success or nothing: a refusal or an error would be a bug of its own.
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 0)).toEqual([]);
    return outcomes.filter((o) => o.status === 200).map((o) => o.email);
  }

  interface Recorded {
    leads: number;
    events: string[];
    eventIds: number[];
    notifications: string[];
    queued: boolean;
    orphans: number;
  }

  /** Everything the contact flow writes for each address: the lead, its touchpoints, its notification. */
  async function recorded(handle: DatabaseHandle, emails: string[]): Promise<Map<string, Recorded>> {
    const rows = await handle.db
      .select({ id: leads.id, email: leads.email })
      .from(leads)
      .where(inArray(leads.email, emails));
    const ids = rows.map((row) => row.id);
    const events = ids.length ? await handle.db.select().from(leadEvents).where(inArray(leadEvents.leadId, ids)) : [];
    const sends = await handle.db
      .select({
        leadId: emailSends.leadId,
        replyTo: emailSends.replyTo,
        key: emailSends.idempotencyKey,
        jobId: emailSends.jobId,
      })
      .from(emailSends)
      .where(inArray(emailSends.replyTo, emails));
    return new Map(
      emails.map((email): [string, Recorded] => {
        const lead = rows.filter((row) => row.email === email);
        const leadEventsOf = events.filter((event) => lead.some((l) => l.id === event.leadId));
        const sendsOf = sends.filter((send) => lead.some((l) => l.id === send.leadId));
        return [
          email,
          {
            leads: lead.length,
            events: leadEventsOf.map((event) => event.kind),
            notifications: sendsOf.map((send) => send.key),
            // The notification's delivery job was queued in the same transaction.
            queued: sendsOf.every((send) => send.jobId !== null),
            // A send with this reply-to whose lead is gone would be an orphan of a half enquiry.
            orphans: sends.filter((send) => send.replyTo === email && !lead.some((l) => l.id === send.leadId)).length,
            eventIds: leadEventsOf.map((event) => event.id),
          },
        ];
      }),
    );
  }

  function expectWhole(record: Recorded | undefined) {
    expect(record).toMatchObject({ leads: 1, events: ['contact'], queued: true, orphans: 0 });
    expect(record?.notifications).toEqual([`notify:contact:lead-event:${record?.eventIds[0]}`]);
  }

  function expectAbsent(record: Recorded | undefined) {
    expect(record).toMatchObject({ leads: 0, events: [], notifications: [], orphans: 0 });
  }

  it('keeps every enquiry its visitor saw succeed whole and once; one cut short leaves nothing', async () => {
    await running();
    const named = (round: string, n: number) => Array.from({ length: n }, (_, i) => `crash-${round}-${i}@example.com`);
    // Round 1: killed at the first success, 24 enquiries in flight and 3 half-sent.
    const first = named('first', 24);
    const firstHeld = named('first-held', 3);
    const firstSeen = await burst(first, firstHeld, 1);
    await startAndListen();
    // Round 2, on the data the first kill left: killed at the 12th success.
    const second = named('second', 24);
    const secondHeld = named('second-held', 3);
    const secondSeen = await burst(second, secondHeld, 12);
    await startAndListen();
    // After both crashes a new enquiry is taken as ever.
    expect((await postEnquiry('crash-after@example.com')).status).toBe(200);

    const all = [...first, ...firstHeld, ...second, ...secondHeld, 'crash-after@example.com'];
    const found = await stopAndInspect((handle) => recorded(handle, all));
    expect(firstSeen.length).toBeGreaterThanOrEqual(1);
    expect(secondSeen.length).toBeGreaterThanOrEqual(12);
    for (const email of [...firstSeen, ...secondSeen, 'crash-after@example.com']) expectWhole(found.get(email));
    for (const email of [...firstHeld, ...secondHeld]) expectAbsent(found.get(email));
    // Sent whole but never answered: stored whole or not at all, never half.
    for (const email of [...first, ...second].filter((e) => !firstSeen.includes(e) && !secondSeen.includes(e))) {
      const record = found.get(email);
      if (record?.leads === 0) expectAbsent(record);
      else expectWhole(record);
    }
  }, 120_000);
});

describe('SIGKILL during uploads', () => {
  // Each picture its own size, so the stored rows tell which upload they came from.
  const HALF_SENT = { width: 533, height: 311 };
  const ANSWERED = { width: 541, height: 319 };
  const AFTER_RESTART = { width: 557, height: 321 };
  const SENT_UNANSWERED = { width: 563, height: 331 };
  const ours = [HALF_SENT, ANSWERED, AFTER_RESTART, SENT_UNANSWERED];
  const uploadHeaders = () => headersFor({ 'Content-Type': 'image/jpeg', Cookie: cookie });

  const upload = async (size: { width: number; height: number }) =>
    fetch(`${base}/api/media`, {
      method: 'POST',
      headers: uploadHeaders(),
      body: new Uint8Array(await samplePhoto(size)),
    });

  async function expectImage(url: string, width: number): Promise<void> {
    const response = await fetch(`${base}${url}`);
    expect(response.status, url).toBe(200);
    const decoded = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(decoded.width, url).toBe(width);
  }

  it('keeps an answered upload whole and served, rebuilds its variants, and stores nothing of a cut one', async () => {
    await running();
    // A half-sent upload in flight, and the process killed the moment another upload is answered:
    // its variants are being encoded in the background (the media.warm job) at that moment.
    await sendPartly('/api/media', uploadHeaders(), await samplePhoto(HALF_SENT), 0.5);
    const answered = await upload(ANSWERED);
    const image = (await answered.json()) as { hash: string; width: number };
    server.child.kill('SIGKILL');
    expect(answered.status).toBe(201);
    await server.exited;

    await startAndListen();
    // Every variant is served complete: kept, or encoded again on this request.
    for (const width of variantWidths(image.width)) {
      for (const format of MEDIA_FORMATS) await expectImage(mediaUrl(image.hash, width, format), width);
    }
    const next = await upload(AFTER_RESTART);
    expect(next.status).toBe(201);
    const nextImage = (await next.json()) as { url: string; width: number };
    await expectImage(nextImage.url, Number(/\/(\d+)\.jpg$/.exec(nextImage.url)?.[1]));

    // The whole body sent, the process killed before it could answer.
    const body = await samplePhoto(SENT_UNANSWERED);
    await sendPartly('/api/media', uploadHeaders(), body, 1);
    await server.kill();
    await startAndListen();

    const stored = await stopAndInspect(async (handle) => {
      const rows = await handle.db
        .select({
          id: media.id,
          width: media.width,
          height: media.height,
          byteSize: media.byteSize,
          bytes: media.bytes,
        })
        .from(media)
        .where(
          sql`(${media.width}, ${media.height}) in (${sql.join(
            ours.map((size) => sql`(${size.width}, ${size.height})`),
            sql`, `,
          )})`,
        );
      const variants = rows.length
        ? await handle.db
            .select()
            .from(mediaVariants)
            .where(
              inArray(
                mediaVariants.mediaId,
                rows.map((row) => row.id),
              ),
            )
        : [];
      return { rows, variants };
    });
    const count = (size: { width: number; height: number }) =>
      stored.rows.filter((row) => row.width === size.width && row.height === size.height).length;
    expect(count(HALF_SENT)).toBe(0);
    expect(count(ANSWERED)).toBe(1);
    expect(count(AFTER_RESTART)).toBe(1);
    expect(count(SENT_UNANSWERED)).toBeLessThanOrEqual(1);
    // Whatever is stored is whole: every master and every variant decodes to its own size.
    for (const row of stored.rows) {
      expect(row.bytes.byteLength).toBe(row.byteSize);
      expect(await sharp(row.bytes).metadata()).toMatchObject({ width: row.width, height: row.height });
    }
    for (const variant of stored.variants) {
      expect(variant.bytes.byteLength).toBe(variant.byteSize);
      expect((await sharp(variant.bytes).metadata()).width).toBe(variant.width);
    }
  }, 120_000);
});

describe('SIGKILL around the scheduled-publishing job', () => {
  /** What the minute's schedule does: one run of the job, queued while the process is down. */
  async function queuePublishRun(handle: DatabaseHandle): Promise<void> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => handle.executeSql(text, values) },
      supervise: false,
      schedule: false,
    });
    await boss.start();
    expect(await boss.send(PUBLISH_DUE_POSTS_JOB, {})).toBeTruthy();
    await boss.stop({ graceful: false, wait: true });
  }

  /** Makes a post due a minute ago: its time came while the process was down. */
  const makeDue = (handle: DatabaseHandle, id: number) =>
    handle.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 60_000) })
      .where(eq(blogPosts.id, id));

  async function schedule(title: string): Promise<BlogPost> {
    const response = await fetch(`${base}/api/blog`, {
      method: 'POST',
      headers: headersFor({ 'Content-Type': 'application/json', Cookie: cookie }),
      body: JSON.stringify({
        title,
        content: 'Worth the wait.',
        status: 'scheduled',
        publishedAt: new Date(Date.now() + HOUR).toISOString(),
      }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as BlogPost;
  }

  const publishEvents = (handle: DatabaseHandle, ids: number[]) =>
    handle.db
      .select({ entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'content.publish'),
          inArray(
            auditEvents.entityId,
            ids.map((id) => String(id)),
          ),
        ),
      );

  it('publishes a post once when killed right after the publish, and one due while down after the restart', async () => {
    await running();
    const interrupted = await schedule('Crash: published as the process died');
    const dueWhileDown = await schedule('Crash: due while the process was down');
    await server.kill();

    // The first post's time has come; the job runs at the next start, and the process dies the
    // moment it says the post is published (after the commit, before pg-boss marks the job done).
    await database.inspect(async (handle) => {
      await makeDue(handle, interrupted.id);
      await queuePublishRun(handle);
    });
    const killed = await start({ killOn: /published the scheduled post "Crash: published as the process died"/ });
    await killed.exited;
    expect(killed.output()).toContain(`(#${interrupted.id})`);

    // While down, the second post's time comes too, and the next minute's run is queued.
    const afterKill = await database.inspect(async (handle) => {
      const rows = await handle.db
        .select({ id: blogPosts.id, status: blogPosts.status })
        .from(blogPosts)
        .where(inArray(blogPosts.id, [interrupted.id, dueWhileDown.id]));
      const events = await publishEvents(handle, [interrupted.id]);
      await makeDue(handle, dueWhileDown.id);
      await queuePublishRun(handle);
      return { rows, events };
    });
    // Committed whole before the line was printed: published, with its audit event.
    expect(afterKill.rows.find((row) => row.id === interrupted.id)?.status).toBe('published');
    expect(afterKill.events).toHaveLength(1);

    await startAndListen();
    await expect
      .poll(async () => ((await (await fetch(`${base}/api/blog`)).json()) as BlogPost[]).map((post) => post.id), {
        timeout: 30_000,
        interval: 250,
      })
      .toContain(dueWhileDown.id);
    const listed = ((await (await fetch(`${base}/api/blog`)).json()) as BlogPost[]).map((post) => post.id);
    expect(listed.filter((id) => id === interrupted.id || id === dueWhileDown.id).sort()).toEqual(
      [interrupted.id, dueWhileDown.id].sort(),
    );

    const final = await stopAndInspect(async (handle) => ({
      statuses: await handle.db
        .select({ id: blogPosts.id, status: blogPosts.status })
        .from(blogPosts)
        .where(inArray(blogPosts.id, [interrupted.id, dueWhileDown.id])),
      events: await publishEvents(handle, [interrupted.id, dueWhileDown.id]),
    }));
    expect(final.statuses.every((row) => row.status === 'published')).toBe(true);
    // One publish each, not one per run that saw the post.
    expect(final.events.map((event) => event.entityId).sort()).toEqual(
      [String(interrupted.id), String(dueWhileDown.id)].sort(),
    );
  }, 120_000);
});
