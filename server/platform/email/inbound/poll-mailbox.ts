import { and, eq, lt, sql } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Database, DatabaseHandle, DbOrTx } from '../../db/client.ts';
import { emailSends, imapPollState, leads } from '../../db/schema/index.ts';
import type { EmailEnv } from '../email-config.ts';
import { readEmailSettingsRow } from '../email-settings.service.ts';
import type { LookupAddresses } from '../providers/smtp-destination.ts';
import {
  answeredMessageIds,
  type Classification,
  classifyMessage,
  PARSE_OPTIONS,
  senderAddress,
} from './classify-message.ts';
import { closeImap, connectImap, type ImapSettings, imapFailure } from './imap-connection.ts';
import { imapSettingsOf, mailboxKey } from './imap-settings.service.ts';

/**
 * The reply poll (issue 28, "Replies"): reads the new messages of the studio's incoming mailbox and
 * hands what answers our mail to the mail loop (the leads module's `recordEmailEvent`, through the
 * port below: the platform knows no module).
 *
 * - **Resumable by UID.** It reads UIDs above `imap_poll_state.last_uid` while the mailbox's
 *   UIDVALIDITY is the one recorded, in UID order, and moves `last_uid` on after each message is
 *   handled. A crash mid-batch resumes at the message it was on; that message may be handled again,
 *   and its dedupe key (`imap:<Message-ID>`) keeps it counted once. A new UIDVALIDITY (the server
 *   rebuilt its index, the folder was recreated) starts the folder over from UID 1, again counted
 *   once by the dedupe keys.
 * - **Exactly one at a time.** The queue is `stately` (at most one run active across instances);
 *   on PostgreSQL the run also holds a session advisory lock, so a run that outlived its job's
 *   expiry cannot overlap the next one. PGlite serves one process, so a flag in that process is the
 *   whole lock there.
 * - **Nothing is deleted, moved or marked read** (the source is fetched with BODY.PEEK, so \Seen is
 *   untouched, and the poll does not rely on \Seen either: people read that mailbox too). The only
 *   change is our keyword `$AtelierSeen` on each message that became an event, when the server
 *   takes keywords.
 * - Messages that match none of our sends and no lead are left alone.
 */

/** What the poll needs of the leads module (compose.ts passes the mail loop's functions). */
export interface InboundMailRules {
  recordEmailEvent(db: Database, event: InboundEmailEvent): Promise<{ recorded: boolean }>;
  findSendByMessageIds(db: DbOrTx, messageIds: string[]): Promise<{ id: number; leadId: number | null } | null>;
}

/** The mail loop's `EmailEventInput` as this source fills it. */
export interface InboundEmailEvent {
  source: 'imap';
  kind: 'reply' | 'auto_reply' | 'hard_bounce' | 'soft_bounce';
  dedupeKey: string;
  sendId?: number | null;
  leadId?: number | null;
  address?: string | null;
  occurredAt: Date;
  detail?: string | null;
  data?: Record<string, unknown>;
}

export interface PollDeps {
  db: Database;
  /** PostgreSQL: a connection held for the run's advisory lock (DatabaseHandle.withSession) */
  withSession?: DatabaseHandle['withSession'];
  appSecret: string;
  env: Partial<EmailEnv>;
  rules: InboundMailRules;
  clock: () => Date;
  log: (line: string) => void;
  /** DNS for the public-host rule (tests inject one) */
  lookup?: LookupAddresses;
}

export type PollOutcome =
  | { status: 'off' }
  | { status: 'busy' }
  | { status: 'failed'; error: string }
  | { status: 'read'; read: number; recorded: number; lastUid: number };

/** The keyword the poll sets on each message it handled: ours, and the only change it makes. */
export const SEEN_KEYWORD = '$AtelierSeen';
/** At most this many messages per run; the rest are the next run's (two minutes later). */
export const POLL_BATCH = 200;
/** Headers and the first parts are all the poll reads; an attachment past this is not fetched. */
const SOURCE_MAX_BYTES = 2_000_000;
/** The session advisory lock of the poll (PostgreSQL): "imap" in ASCII. */
const POLL_LOCK = 0x696d6170;

const runningHere = new WeakSet<Database>();

export async function pollIncomingMailbox(deps: PollDeps): Promise<PollOutcome> {
  if (deps.withSession) {
    return deps.withSession(async (session) => {
      const result = await session.execute(sql`select pg_try_advisory_lock(${POLL_LOCK}) as locked`);
      const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
      if (!locked) return { status: 'busy' } as const;
      try {
        return await pollOnce(deps);
      } finally {
        await session.execute(sql`select pg_advisory_unlock(${POLL_LOCK})`);
      }
    });
  }
  if (runningHere.has(deps.db)) return { status: 'busy' };
  runningHere.add(deps.db);
  try {
    return await pollOnce(deps);
  } finally {
    runningHere.delete(deps.db);
  }
}

async function pollOnce(deps: PollDeps): Promise<PollOutcome> {
  const row = await readEmailSettingsRow(deps.db);
  let settings: ImapSettings | null;
  try {
    settings = imapSettingsOf(row, deps);
  } catch (error) {
    // The password was sealed under another APP_SECRET: the status line says so; nothing to read.
    return { status: 'failed', error: (error as Error).message };
  }
  if (!settings) return { status: 'off' };
  const key = mailboxKey(settings);
  let client: ImapFlow | null = null;
  let read = 0;
  let recorded = 0;
  try {
    client = await connectImap(settings, deps.lookup);
    const lock = await client.getMailboxLock(settings.mailbox);
    try {
      const uidValidity = Number(client.mailbox ? client.mailbox.uidValidity : 0);
      const lastUid = await startingUid(deps.db, key, uidValidity);
      const uids = client.mailbox && client.mailbox.exists > 0 ? await newUids(client, lastUid) : [];
      const keywords = client.mailbox ? client.mailbox.permanentFlags?.has('\\*') : false;
      for (const uid of uids.slice(0, POLL_BATCH)) {
        const message = await client.fetchOne(
          String(uid),
          { uid: true, source: { maxLength: SOURCE_MAX_BYTES } },
          { uid: true },
        );
        // imapflow answers false for a UID that vanished meanwhile (expunged by a mail client).
        const source = message === false ? undefined : message.source;
        if (source) {
          const mail = await simpleParser(source, PARSE_OPTIONS);
          const handled = await handleMessage(deps, mail, { key, uidValidity, uid });
          if (handled === 'recorded') recorded += 1;
          // Our keyword marks what the studio's mail became (a reply, a bounce…); the rest is left alone.
          if (handled !== 'none' && keywords) await client.messageFlagsAdd(String(uid), [SEEN_KEYWORD], { uid: true });
        }
        read += 1;
        // Only forward, and only for this UIDVALIDITY: a run that lost the race cannot move it back.
        await deps.db
          .update(imapPollState)
          .set({ lastUid: uid, updatedAt: sql`now()` })
          .where(
            and(
              eq(imapPollState.mailboxKey, key),
              eq(imapPollState.uidValidity, uidValidity),
              lt(imapPollState.lastUid, uid),
            ),
          );
      }
      await deps.db
        .update(imapPollState)
        .set({ polledAt: deps.clock(), lastError: null, updatedAt: sql`now()` })
        .where(eq(imapPollState.mailboxKey, key));
      const [state] = await deps.db.select().from(imapPollState).where(eq(imapPollState.mailboxKey, key));
      if (recorded > 0) deps.log(`[email] incoming mailbox: ${read} read, ${recorded} recorded`);
      return { status: 'read', read, recorded, lastUid: state?.lastUid ?? lastUid };
    } finally {
      lock.release();
    }
  } catch (error) {
    const reason = `${settings.host}:${settings.port}: ${imapFailure(error)}`;
    await deps.db
      .insert(imapPollState)
      .values({ mailboxKey: key, uidValidity: 0, lastUid: 0, polledAt: deps.clock(), lastError: reason })
      .onConflictDoUpdate({
        target: imapPollState.mailboxKey,
        set: { polledAt: deps.clock(), lastError: reason, updatedAt: sql`now()` },
      });
    deps.log(`[email] incoming mailbox not read: ${reason}`);
    return { status: 'failed', error: reason };
  } finally {
    if (client) await closeImap(client);
  }
}

/** Where to read from: the recorded UID, or 0 for a mailbox not seen before or with a new UIDVALIDITY. */
async function startingUid(db: Database, key: string, uidValidity: number): Promise<number> {
  const [state] = await db.select().from(imapPollState).where(eq(imapPollState.mailboxKey, key));
  if (state && state.uidValidity === uidValidity) return state.lastUid;
  await db
    .insert(imapPollState)
    .values({ mailboxKey: key, uidValidity, lastUid: 0 })
    .onConflictDoUpdate({ target: imapPollState.mailboxKey, set: { uidValidity, lastUid: 0, updatedAt: sql`now()` } });
  return 0;
}

/** UIDs above `lastUid`, ascending. (`n:*` always answers the last message, even below n: filtered.) */
async function newUids(client: ImapFlow, lastUid: number): Promise<number[]> {
  const found = await client.search({ uid: `${lastUid + 1}:*` }, { uid: true });
  return (found || []).filter((uid) => uid > lastUid).sort((a, b) => a - b);
}

/**
 * One message: classify it, find the send or lead it concerns, and record the event. Answers
 * `recorded`, `known` (recorded by an earlier read) or `none` (nothing of ours: left alone).
 */
async function handleMessage(
  deps: PollDeps,
  mail: ParsedMail,
  where: { key: string; uidValidity: number; uid: number },
): Promise<'recorded' | 'known' | 'none'> {
  const classification = classifyMessage(mail);
  if (classification.kind === 'ignore') return 'none';
  const messageId = mail.messageId && /^<[^<>\s]+>$/.test(mail.messageId) ? mail.messageId : null;
  const dedupeKey = messageId ? `imap:${messageId}` : `imap:${where.key}:${where.uidValidity}:${where.uid}`;
  const occurredAt = validDate(mail.date) ?? deps.clock();
  const data = { mailbox: where.key, uid: where.uid, messageId };
  const target = await matchTarget(deps, mail, classification);
  if (!target) return 'none';
  const event: InboundEmailEvent =
    classification.kind === 'bounce'
      ? {
          source: 'imap',
          kind: classification.hard ? 'hard_bounce' : 'soft_bounce',
          dedupeKey,
          ...target,
          occurredAt,
          detail: classification.detail,
          data: { ...data, status: classification.recipient.status, action: classification.recipient.action },
        }
      : {
          source: 'imap',
          kind: classification.kind,
          dedupeKey,
          ...target,
          occurredAt,
          detail: classification.detail || null,
          data: classification.kind === 'auto_reply' ? { ...data, marker: classification.marker } : data,
        };
  const outcome = await deps.rules.recordEmailEvent(deps.db, event);
  return outcome.recorded ? 'recorded' : 'known';
}

/**
 * The send the message is about (a bounce: the returned message's Message-ID; a reply: its
 * In-Reply-To / References), else the lead whose address it concerns (a bounce's final recipient, a
 * reply's sender) among leads that were sent at least one sequence e-mail. Null: none of ours.
 */
async function matchTarget(
  deps: PollDeps,
  mail: ParsedMail,
  classification: Exclude<Classification, { kind: 'ignore' }>,
): Promise<{ sendId: number | null; leadId: number | null; address: string | null } | null> {
  const bounce = classification.kind === 'bounce';
  const ids = [
    ...(bounce && classification.returnedMessageId ? [classification.returnedMessageId] : []),
    ...answeredMessageIds(mail),
  ];
  const address = bounce ? classification.recipient.finalRecipient : senderAddress(mail);
  const send = ids.length > 0 ? await deps.rules.findSendByMessageIds(deps.db, ids) : null;
  if (send) return { sendId: send.id, leadId: send.leadId, address };
  if (!address) return null;
  const leadId = await sequenceLeadByAddress(deps.db, address);
  return leadId === null ? null : { sendId: null, leadId, address };
}

/** The lead with this address that was sent at least one sequence e-mail, or null. */
async function sequenceLeadByAddress(db: Database, address: string): Promise<number | null> {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        sql`lower(${leads.email}) = ${address.toLowerCase()}`,
        sql`exists (select 1 from ${emailSends} where ${emailSends.leadId} = ${leads.id}
                    and ${emailSends.kind} = 'sequence' and ${emailSends.status} = 'sent')`,
      ),
    )
    .limit(1);
  return lead?.id ?? null;
}

function validDate(date: Date | undefined): Date | null {
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
