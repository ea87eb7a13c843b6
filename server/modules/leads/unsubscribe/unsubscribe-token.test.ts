import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const SECRET = 'a-test-app-secret-of-at-least-32-characters';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('unsubscribe tokens (D11, SECURITY 13)', () => {
  it('name the lead they were made for', () => {
    for (const leadId of [1, 42, 2 ** 31 - 1, 2 ** 32 - 1]) {
      expect(verifyUnsubscribeToken(SECRET, createUnsubscribeToken(SECRET, leadId))).toEqual({ leadId });
    }
  });

  it('are short, URL-safe, stable, and start with a version byte', () => {
    const token = createUnsubscribeToken(SECRET, 42);
    expect(token).toMatch(/^[A-Za-z0-9_-]{28}$/);
    expect(createUnsubscribeToken(SECRET, 42)).toBe(token);
    expect(Buffer.from(token, 'base64url')[0]).toBe(1);
  });

  it('made with another secret do not verify', () => {
    const token = createUnsubscribeToken('another-secret-that-is-also-32-characters', 42);
    expect(verifyUnsubscribeToken(SECRET, token)).toBeNull();
  });

  it('with any one character changed do not verify', () => {
    const token = createUnsubscribeToken(SECRET, 42);
    let tried = 0;
    for (let at = 0; at < token.length; at++) {
      for (const char of ALPHABET) {
        if (char === token[at]) continue;
        const changed = `${token.slice(0, at)}${char}${token.slice(at + 1)}`;
        expect(verifyUnsubscribeToken(SECRET, changed), changed).toBeNull();
        tried++;
      }
    }
    expect(tried).toBe(28 * 63);
  });

  it('cannot be moved to another lead by rewriting the id and keeping the signature', () => {
    const bytes = Buffer.from(createUnsubscribeToken(SECRET, 42), 'base64url');
    bytes.writeUInt32BE(43, 1);
    expect(verifyUnsubscribeToken(SECRET, bytes.toString('base64url'))).toBeNull();
  });

  it('cut short, lengthened, padded or re-encoded do not verify', () => {
    const token = createUnsubscribeToken(SECRET, 42);
    for (let length = 0; length < token.length; length++) {
      expect(verifyUnsubscribeToken(SECRET, token.slice(0, length))).toBeNull();
    }
    for (const variant of [
      `${token}A`,
      `${token}=`,
      ` ${token}`,
      `${token}\n`,
      encodeURIComponent(`${token}=`),
      Buffer.from(token, 'base64url').toString('base64'),
      token.toUpperCase(),
    ]) {
      if (variant === token) continue;
      expect(verifyUnsubscribeToken(SECRET, variant), variant).toBeNull();
    }
  });

  it('an unsigned token for lead 0 or with an unknown version does not verify', () => {
    const zeroTag = Buffer.alloc(21);
    zeroTag.writeUInt8(1, 0);
    expect(verifyUnsubscribeToken(SECRET, zeroTag.toString('base64url'))).toBeNull();
    const bytes = Buffer.from(createUnsubscribeToken(SECRET, 42), 'base64url');
    bytes.writeUInt8(2, 0);
    expect(verifyUnsubscribeToken(SECRET, bytes.toString('base64url'))).toBeNull();
  });

  it('anything that is not a string verifies to null without throwing', () => {
    for (const value of [undefined, null, 42, {}, [], ['a'], new Uint8Array(21)]) {
      expect(verifyUnsubscribeToken(SECRET, value)).toBeNull();
    }
  });

  it('random strings never verify and never throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ minLength: 28, maxLength: 28 })),
        (text) => {
          expect(verifyUnsubscribeToken(SECRET, text)).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('random well-formed tokens (right length and alphabet) never verify', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 21, maxLength: 21 }), (bytes) => {
        expect(verifyUnsubscribeToken(SECRET, Buffer.from(bytes).toString('base64url'))).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('every lead id round-trips, and no two leads share a token', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 2 ** 32 - 1 }), (a, b) => {
        const token = createUnsubscribeToken(SECRET, a);
        expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ leadId: a });
        if (a !== b) expect(createUnsubscribeToken(SECRET, b)).not.toBe(token);
      }),
    );
  });

  it('refuses to sign what is not a lead id', () => {
    for (const leadId of [0, -1, 1.5, 2 ** 32, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createUnsubscribeToken(SECRET, leadId)).toThrow(RangeError);
    }
  });

  it('without a secret is a configuration error, not a quiet pass or fail', () => {
    expect(() => createUnsubscribeToken('', 1)).toThrow(TypeError);
    expect(() => verifyUnsubscribeToken('', 'anything')).toThrow(TypeError);
  });
});
