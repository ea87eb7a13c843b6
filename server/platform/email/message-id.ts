import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { emailSends } from '../db/schema/email.ts';
import { parseMailbox } from './email-address.ts';

/**
 * The Message-ID of a send: the same row always carries the same one, so a receiving server that
 * deduplicates by Message-ID drops a copy should one ever be sent again, and a reply's In-Reply-To
 * or References names the row it answers (issue 28). `<atelier.{sendId}.{first 16 hex of
 * sha256(idempotency key)}@{the sender's domain}>`: the digest keeps two installations' send 12
 * apart.
 */
export function messageIdFor(message: { sendId: number; idempotencyKey: string; from: string | null }): string {
  const digest = createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 16);
  return `<atelier.${message.sendId}.${digest}@${senderDomain(message.from)}>`;
}

/** The same, computed by the database in the claim's UPDATE (the row's id and key are there). */
export function messageIdSql(from: string | null) {
  return sql<string>`'<atelier.' || ${emailSends.id} || '.' || substr(encode(sha256(convert_to(${emailSends.idempotencyKey}, 'UTF8')), 'hex'), 1, 16) || '@' || ${senderDomain(from)} || '>'`;
}

function senderDomain(from: string | null): string {
  return (from ? parseMailbox(from)?.address.split('@')[1] : undefined) ?? 'localhost';
}
