import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

describe('the bench command line', () => {
  it('runs all nine suites three times by default, the soak for 60 s', () => {
    expect(parseOptions([])).toMatchObject({
      suites: [
        'lighthouse',
        'bytes',
        'server',
        'lookbook',
        'leads',
        'admin-lists',
        'soak',
        'admin-bundle',
        'analytics',
      ],
      runs: 3,
      build: true,
      soakSeconds: 60,
    });
  });

  it('shortens the soak for a quick check', () => {
    expect(parseOptions(['--only', 'soak', '--soak-seconds', '5'])).toMatchObject({ suites: ['soak'], soakSeconds: 5 });
    expect(() => parseOptions(['--soak-seconds', '0'])).toThrow(/positive whole number/);
  });

  it('takes --only repeatedly or comma-separated, in a fixed order', () => {
    expect(parseOptions(['--only', 'server', '--only=bytes']).suites).toEqual(['bytes', 'server']);
    expect(parseOptions(['--only', 'server,lighthouse']).suites).toEqual(['lighthouse', 'server']);
    expect(parseOptions(['--only', 'lookbook']).suites).toEqual(['lookbook']);
    expect(parseOptions(['--only', 'leads,lookbook']).suites).toEqual(['lookbook', 'leads']);
    expect(parseOptions(['--only', 'soak,admin-lists']).suites).toEqual(['admin-lists', 'soak']);
  });

  it('refuses unknown suites, options and run counts', () => {
    expect(() => parseOptions(['--only', 'speed'])).toThrow(/--only takes/);
    expect(() => parseOptions(['--runs', '0'])).toThrow(/positive whole number/);
    expect(() => parseOptions(['--fast'])).toThrow(/unknown option/);
  });
});
