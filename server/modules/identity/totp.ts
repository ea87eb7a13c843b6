import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238) as every authenticator app speaks it: SHA-1, six digits, 30-second steps, a
 * 160-bit secret. A code is accepted one step either side of now (a phone's clock drifts, and a
 * code typed as it turns over is still good), and the step it matched is returned so the caller
 * can refuse the same code twice (RFC 6238 §5.2).
 */

const ISSUER = 'Atelier';
const PERIOD_SECONDS = 30;

function totpFor(base32Secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** A fresh secret, base32 (what the QR code carries and a person can type). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(base32Secret: string, username: string): string {
  return totpFor(base32Secret, username).toString();
}

/** The URI as a QR code, an SVG data URL for an <img> (the admin's CSP allows data: images). */
export async function totpQrCode(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The code for a moment (tests, and nothing else, need to produce one). */
export function totpCodeAt(base32Secret: string, at: Date): string {
  return totpFor(base32Secret).generate({ timestamp: at.getTime() });
}

/** What people type: spaces and a dash in the middle are forgiven, nothing else is. */
export function normaliseTotpCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step a code belongs to, within one step of `at`, or null. The caller stores the step
 * and refuses any code whose step is not later than the last accepted one.
 */
export function matchTotpStep(base32Secret: string, code: string, at: Date): number | null {
  const totp = totpFor(base32Secret);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: at.getTime() }) + delta;
}
