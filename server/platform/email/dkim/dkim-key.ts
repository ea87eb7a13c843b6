import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { parseMailbox } from '../email-address.ts';
import type { DkimSigning } from '../email-config.ts';
import type { SecretBox } from '../secret-box.ts';

/**
 * DKIM for SMTP sends (issue 28): Email Setup makes a 2048-bit RSA key for a selector of the
 * sending domain. The private key is sealed like the other secrets (secret-box.ts); the public key
 * is the `p=` of the TXT record the studio publishes at `<selector>._domainkey.<domain>`.
 */

/** The selector offered when none is typed: names the key as ours among the domain's others. */
export const DEFAULT_DKIM_SELECTOR = 'atelier';

/** RFC 6376 §3.1: a selector is one or more DNS labels; letters, digits and hyphens here. */
export const DKIM_SELECTOR_PATTERN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A domain name of at least two labels, lower case (no trailing dot). */
export const DOMAIN_NAME_PATTERN =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

const generate = promisify(generateKeyPair);

export interface DkimKeyPair {
  /** PKCS#8 PEM, the form nodemailer's `dkim.privateKey` takes */
  privateKeyPem: string;
  /** base64 of the DER SubjectPublicKeyInfo: the record's `p=` (RFC 6376 §3.6.1) */
  publicKeyBase64: string;
}

/**
 * A new 2048-bit RSA key pair. Asynchronous (libuv's pool): a 2048-bit prime search takes a good
 * fraction of a second, which must not stop the server answering meanwhile.
 */
export async function generateDkimKeyPair(): Promise<DkimKeyPair> {
  const { privateKey, publicKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyBase64: Buffer.from(publicKey).toString('base64') };
}

/** The TXT record to publish for a key. */
export function dkimRecord(domain: string, selector: string, publicKeyBase64: string): { name: string; value: string } {
  return { name: `${selector}._domainkey.${domain}`, value: `v=DKIM1; k=rsa; p=${publicKeyBase64}` };
}

/** The domain of a From line (`"Studio" <hello@studio.example>` → `studio.example`), lower case. */
export function fromDomain(from: string | null | undefined): string | null {
  if (!from) return null;
  const address = parseMailbox(from)?.address;
  const at = address?.lastIndexOf('@') ?? -1;
  return address && at > 0 ? address.slice(at + 1).toLowerCase() : null;
}

/** The DKIM columns of `email_settings`. */
export interface DkimColumns {
  dkimDomain: string | null;
  dkimSelector: string | null;
  dkimPrivateKeyEncrypted: string | null;
  dkimPublicKey: string | null;
}

/** The stored key opened for signing, or null when none is set. Throws SecretBoxError when it cannot be opened. */
export function dkimSigningOf(row: DkimColumns | null, box: SecretBox): DkimSigning | null {
  if (!row?.dkimDomain || !row.dkimSelector || !row.dkimPrivateKeyEncrypted) return null;
  return {
    domainName: row.dkimDomain,
    keySelector: row.dkimSelector,
    privateKey: box.open(row.dkimPrivateKeyEncrypted),
  };
}

/**
 * The key to sign one message with: only when its From is at the key's domain. A signature for
 * another domain would still verify, but it does not align with the From for DMARC
 * (RFC 7489 §3.1.1), so it would only add a header that proves nothing to the receiver.
 */
export function dkimFor(dkim: DkimSigning | null | undefined, from: string): DkimSigning | null {
  return dkim && fromDomain(from) === dkim.domainName ? dkim : null;
}
