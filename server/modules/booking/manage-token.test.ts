import { describe, expect, it } from 'vitest';
import { createManageToken, verifyManageToken } from './manage-token.ts';

const SECRET = 'test-secret';
const UID = '0b7d9a52-3c1e-4f6a-9d2b-8e4f5a6b7c8d';
const START = new Date('2026-12-01T18:00:00Z');
const BEFORE = new Date('2026-11-30T18:00:00Z');

describe('the reschedule and cancel link token', () => {
  it('names its booking until the consultation starts', () => {
    const token = createManageToken(SECRET, UID, START);
    expect(token).toHaveLength(50);
    expect(verifyManageToken(SECRET, token, BEFORE)).toEqual({ uid: UID });
    expect(verifyManageToken(SECRET, token, START)).toBeNull();
  });

  it('refuses a token made with another secret, altered, truncated or not a string', () => {
    const token = createManageToken(SECRET, UID, START);
    expect(verifyManageToken('other-secret', token, BEFORE)).toBeNull();
    const flipped = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    expect(verifyManageToken(SECRET, flipped, BEFORE)).toBeNull();
    expect(verifyManageToken(SECRET, token.slice(0, -1), BEFORE)).toBeNull();
    expect(verifyManageToken(SECRET, 42, BEFORE)).toBeNull();
    expect(verifyManageToken(SECRET, `${token.slice(0, -2)}!!`, BEFORE)).toBeNull();
  });

  it('cannot have its expiry pushed back without the secret', () => {
    const token = createManageToken(SECRET, UID, START);
    const bytes = Buffer.from(token, 'base64url');
    bytes.writeUInt32BE(0xffff_fff0, 17);
    expect(verifyManageToken(SECRET, bytes.toString('base64url'), BEFORE)).toBeNull();
  });
});
