import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box.ts';

const KEY = 'an-app-secret-of-at-least-thirty-two-characters';

describe('secret box (D13: AES-256-GCM, key from APP_SECRET by HKDF)', () => {
  it('round-trips, with a fresh IV every time and the versioned base64url format', () => {
    const box = createSecretBox(KEY);
    const a = box.seal('re_live_key_1234');
    const b = box.seal('re_live_key_1234');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(a).not.toContain('re_live');
    expect(box.open(a)).toBe('re_live_key_1234');
    expect(box.open(b)).toBe('re_live_key_1234');
    expect(box.open(box.seal('pässwörd ✓'))).toBe('pässwörd ✓');
  });

  it('refuses a wrong key, a garbled value and an unknown version with a clear error, never text', () => {
    const sealed = createSecretBox(KEY).seal('smtp-password');
    const other = createSecretBox(`${KEY}-rotated`);
    expect(() => other.open(sealed)).toThrow(SecretBoxError);
    expect(() => other.open(sealed)).toThrow(/APP_SECRET changed/);
    const box = createSecretBox(KEY);
    const [version, iv, tag, data] = sealed.split(':') as [string, string, string, string];
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join(':'))).toThrow(SecretBoxError);
    expect(() => box.open([version, iv, tag.slice(2), data].join(':'))).toThrow(/garbled/);
    expect(() => box.open(`v2:${iv}:${tag}:${data}`)).toThrow(/known format/);
    expect(() => box.open('smtp-password')).toThrow(/known format/);
    expect(() => box.open(`${sealed}:extra`)).toThrow(SecretBoxError);
    expect(() => box.open([version, `${iv}!`, tag, data].join(':'))).toThrow(/garbled/);
  });
});
