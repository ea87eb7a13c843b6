import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

describe('the bench command line', () => {
  it('runs all five suites three times by default', () => {
    expect(parseOptions([])).toMatchObject({
      suites: ['lighthouse', 'bytes', 'server', 'lookbook', 'leads'],
      runs: 3,
      build: true,
    });
  });

  it('takes --only repeatedly or comma-separated, in a fixed order', () => {
    expect(parseOptions(['--only', 'server', '--only=bytes']).suites).toEqual(['bytes', 'server']);
    expect(parseOptions(['--only', 'server,lighthouse']).suites).toEqual(['lighthouse', 'server']);
    expect(parseOptions(['--only', 'lookbook']).suites).toEqual(['lookbook']);
    expect(parseOptions(['--only', 'leads,lookbook']).suites).toEqual(['lookbook', 'leads']);
  });

  it('refuses unknown suites, options and run counts', () => {
    expect(() => parseOptions(['--only', 'speed'])).toThrow(/--only takes/);
    expect(() => parseOptions(['--runs', '0'])).toThrow(/positive whole number/);
    expect(() => parseOptions(['--fast'])).toThrow(/unknown option/);
  });
});
