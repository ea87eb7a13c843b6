import { describe, expect, it } from 'vitest';
import { needsCommit } from './use-search-box.ts';

describe('when the search box puts its words in the address', () => {
  it('when they differ from the address’s, trimmed', () => {
    expect(needsCommit('oak', '', null)).toBe(true);
    expect(needsCommit('oak ', 'oak', null)).toBe(false);
  });

  it('not while Clear filters is putting its empty search there itself (its own navigation, with no filters)', () => {
    expect(needsCommit('', 'oak', '')).toBe(false);
  });

  it('again as soon as the user types something else meanwhile', () => {
    expect(needsCommit('walnut', 'oak', '')).toBe(true);
  });
});
