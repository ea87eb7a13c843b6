import { and, eq, isNotNull } from 'drizzle-orm';
import type { EmailDomainReport } from '#shared/api/email-domain.ts';
import type { DomainRecordCheck } from '#shared/email/email-events.ts';
import { escapeHtml } from '#shared/escape-html.ts';
import type { DbOrTx } from '../../db/client.ts';
import { emailDomainCheck } from '../../db/schema/email.ts';
import { users } from '../../db/schema/index.ts';
import { BusyError } from '../../errors.ts';
import type { PlatformDeps } from '../../platform-deps.ts';
import { DEFAULT_DKIM_SELECTOR, dkimRecord, dkimSigningOf, fromDomain } from '../dkim/dkim-key.ts';
import type { EmailServiceName } from '../email-provider.ts';
import { boxFor, readEmailSettingsRow } from '../email-settings.service.ts';
import { sendEmail } from '../send-email.ts';
import { createTxtLookup, DnsLookupError, type TxtLookup } from './dns-resolver.ts';
import { judgeDkim, judgeDmarc, judgeSpf, spfName } from './domain-records.ts';

/**
 * The sending domain's SPF, DKIM and DMARC (issue 28): Email Setup's 'Check domain' and the daily
 * job both run `checkSendingDomain`, which reads the three records, keeps the result in the one
 * `email_domain_check` row and, when a record that was found is now missing or wrong, tells the
 * active admins once (`alerted` remembers what was told until the record is right again).
 */

export type EmailDomainDeps = Pick<PlatformDeps, 'db' | 'queue' | 'email' | 'secrets' | 'clock' | 'config' | 'log'>;

const RECORD_LABEL = { spf: 'SPF', dkim: 'DKIM', dmarc: 'DMARC' } as const;

/** The service and From line in force, as the next send would have them. */
async function sendingIdentity(deps: EmailDomainDeps): Promise<{ service: EmailServiceName; from: string | null }> {
  try {
    const transport = await deps.email.resolveTransport(deps.db);
    return { service: transport.provider.name, from: transport.from };
  } catch {
    // Unusable settings (the status line says why): judge by what is stored.
    const row = await readEmailSettingsRow(deps.db);
    return { service: row?.service ?? 'development', from: row?.fromAddress ?? null };
  }
}

async function readCheckRow(db: DbOrTx) {
  const [row] = await db.select().from(emailDomainCheck).where(eq(emailDomainCheck.id, 1)).limit(1);
  return row ?? null;
}

/** GET /api/admin/email-domain: the key, the record to publish, whether sends are signed, the last check. */
export async function emailDomainReport(deps: EmailDomainDeps): Promise<EmailDomainReport> {
  const { service, from } = await sendingIdentity(deps);
  const row = await readEmailSettingsRow(deps.db);
  const check = await readCheckRow(deps.db);
  const sendingDomain = fromDomain(from);
  let dkim: EmailDomainReport['dkim'] = null;
  if (row?.dkimDomain && row.dkimSelector && row.dkimPublicKey) {
    let signing: NonNullable<EmailDomainReport['dkim']>['signing'];
    try {
      dkimSigningOf(row, boxFor(deps.secrets.appSecret));
      signing = service !== 'smtp' ? 'not_smtp' : sendingDomain !== row.dkimDomain ? 'other_domain' : 'active';
    } catch {
      signing = 'unreadable';
    }
    dkim = {
      domain: row.dkimDomain,
      selector: row.dkimSelector,
      record: dkimRecord(row.dkimDomain, row.dkimSelector, row.dkimPublicKey),
      signing,
    };
  }
  return {
    service,
    fromDomain: sendingDomain,
    dkim,
    check: check ? { domain: check.domain, checkedAt: check.checkedAt.toISOString(), records: check.records } : null,
    defaults: {
      domain: row?.dkimDomain ?? check?.domain ?? sendingDomain ?? '',
      selector: row?.dkimSelector ?? DEFAULT_DKIM_SELECTOR,
    },
  };
}

/** Reads the three records of `domain` (DNS only, no database write). Throws DnsLookupError. */
export async function readDomainRecords(
  deps: EmailDomainDeps,
  domain: string,
  lookup: TxtLookup,
): Promise<DomainRecordCheck[]> {
  const { service } = await sendingIdentity(deps);
  const row = await readEmailSettingsRow(deps.db);
  // A key made for another domain says nothing about this one's DKIM.
  const key =
    row?.dkimPublicKey && row.dkimSelector && row.dkimDomain === domain
      ? { selector: row.dkimSelector, publicKey: row.dkimPublicKey }
      : null;
  const dkimName = judgeDkim(domain, service, key, []).name;
  const [spf, dkim, dmarc] = await Promise.all([
    lookup.txt(spfName(domain, service)),
    lookup.txt(dkimName),
    lookup.txt(`_dmarc.${domain}`),
  ]);
  return [judgeSpf(domain, service, spf), judgeDkim(domain, service, key, dkim), judgeDmarc(domain, dmarc)];
}

export interface DomainCheckOutcome {
  records: DomainRecordCheck[];
  /** the records that broke since the last check and were reported now */
  reported: DomainRecordCheck[];
}

/**
 * Checks `domain` now and keeps the result. A record is reported when the previous check of the
 * same domain found it and this one does not, and it is not already reported (`alerted`); a record
 * found again leaves `alerted`, so a later break is reported again. The report is an e-mail to
 * every active admin with an address, queued in the transaction that stores the row; its key names
 * the domain, the day and the broken records, so a second run that day queues nothing more.
 * DNS not answering: BusyError, and nothing is stored.
 */
export async function checkSendingDomain(
  deps: EmailDomainDeps,
  domain: string,
  lookup: TxtLookup = createTxtLookup(deps.email.env.DNS_SERVERS),
): Promise<DomainCheckOutcome> {
  let records: DomainRecordCheck[];
  try {
    records = await readDomainRecords(deps, domain, lookup);
  } catch (error) {
    if (error instanceof DnsLookupError) {
      deps.log(`[email] domain check of ${domain}: ${error.message}`);
      throw new BusyError('domain_check_failed', 60);
    }
    throw error;
  }
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [previous] = await tx.select().from(emailDomainCheck).where(eq(emailDomainCheck.id, 1)).for('update');
    const same = previous?.domain === domain ? previous : null;
    const alerted = new Set(same?.alerted ?? []);
    const reported: DomainRecordCheck[] = [];
    for (const record of records) {
      if (record.state === 'found') {
        alerted.delete(record.kind);
        continue;
      }
      const before = same?.records.find((r) => r.kind === record.kind);
      if (before?.state === 'found' && !alerted.has(record.kind)) {
        reported.push(record);
        alerted.add(record.kind);
      }
    }
    const values = { domain, records, checkedAt: now, alerted: [...alerted].sort() };
    await tx
      .insert(emailDomainCheck)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: emailDomainCheck.id, set: values });
    if (reported.length > 0) await reportBrokenRecords(deps, tx, domain, reported, now);
    return { records, reported };
  });
}

/**
 * The daily job: checks again the domain last checked (an install nobody set up asks no DNS).
 * A DNS failure is logged and changes nothing; tomorrow's run tries again.
 */
export async function runDailyDomainCheck(deps: EmailDomainDeps): Promise<DomainCheckOutcome | null> {
  const last = await readCheckRow(deps.db);
  if (!last) return null;
  try {
    return await checkSendingDomain(deps, last.domain);
  } catch (error) {
    if (error instanceof BusyError) return null;
    throw error;
  }
}

export const domainAlertKey = (domain: string, day: string, broken: DomainRecordCheck[], userId: number) =>
  `domain-alert:${domain}:${day}:${broken.map((r) => `${r.kind}-${r.state}`).join(',')}:user:${userId}`;

async function reportBrokenRecords(
  deps: EmailDomainDeps,
  tx: DbOrTx,
  domain: string,
  broken: DomainRecordCheck[],
  now: Date,
): Promise<void> {
  const admins = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.active, true), eq(users.role, 'admin'), isNotNull(users.email)));
  const day = now.toISOString().slice(0, 10);
  const names = broken.map((r) => RECORD_LABEL[r.kind]).join(', ');
  const subject = `${domain}: the ${names} record${broken.length > 1 ? 's' : ''} stopped checking out`;
  const setupUrl = `${deps.config.publicUrl}/admin/email-setup`;
  const lines = broken.map(
    (r) =>
      `${RECORD_LABEL[r.kind]} (${r.name}): ${r.state}. ${r.detail}${r.expected ? `\n  Publish: ${r.expected}` : ''}`,
  );
  const text = [
    `The daily check of ${domain} found a record that was right before and is not any more:`,
    '',
    ...lines,
    '',
    `Receivers may now put the studio's e-mail in spam or refuse it. Email Setup shows the records: ${setupUrl}`,
  ].join('\n');
  const html = [
    `<p>The daily check of <strong>${escapeHtml(domain)}</strong> found a record that was right before and is not any more:</p>`,
    '<ul>',
    ...broken.map(
      (r) =>
        `<li><strong>${RECORD_LABEL[r.kind]}</strong> (<code>${escapeHtml(r.name)}</code>): ${r.state}. ${escapeHtml(r.detail)}${
          r.expected ? `<br>Publish: <code>${escapeHtml(r.expected)}</code>` : ''
        }</li>`,
    ),
    '</ul>',
    `<p>Receivers may now put the studio's e-mail in spam or refuse it. <a href="${escapeHtml(setupUrl)}">Email Setup</a> shows the records.</p>`,
  ].join('\n');
  for (const admin of admins) {
    if (!admin.email) continue;
    try {
      await sendEmail(tx, deps.queue, {
        kind: 'notification',
        idempotencyKey: domainAlertKey(domain, day, broken, admin.id),
        to: admin.email,
        subject,
        text,
        html,
      });
    } catch (error) {
      // One admin's unusable address must not keep the others uninformed (sendEmail used a savepoint).
      deps.log(`[email] domain alert to user #${admin.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
