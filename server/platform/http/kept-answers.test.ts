import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAIN_PATH } from './kept-answers.ts';

const normalised = (raw: string) => {
  const url = new URL(raw, 'http://kept.invalid');
  return `${url.pathname}${url.search}`;
};

describe('the kept-answer lane’s cache key (ADR 019)', () => {
  it('takes a plain path as it is only where the URL parser would leave it so', () => {
    const plainChar = fc.constantFrom(...'abcXYZ019_~-/'.split(''));
    const queryChar = fc.constantFrom(...'abZ09_~-=&'.split(''));
    const raw = fc
      .tuple(fc.string({ unit: plainChar }), fc.option(fc.string({ unit: queryChar }), { nil: undefined }))
      .map(([path, query]) => `/${path}${query === undefined ? '' : `?${query}`}`);
    fc.assert(
      fc.property(raw, (url) => {
        // `//…` names another host; the lane hands such requests to the app before this test.
        if (!url.startsWith('//') && PLAIN_PATH.test(url)) expect(normalised(url)).toBe(url);
      }),
    );
    for (const tricky of ['/a/../b', '/a/./b', '/%41', '/x?', "/x?a='b'", '/x?a b', '/A%2fB']) {
      expect(PLAIN_PATH.test(tricky), tricky).toBe(false);
    }
  });
});
