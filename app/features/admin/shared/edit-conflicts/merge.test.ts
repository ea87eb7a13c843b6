import { describe, expect, it } from 'vitest';
import type { Snapshot } from '#shared/admin/history.ts';
import { mergedBody, planMerge, startedAfter } from './merge.ts';

// A project as its form sends it: the user started from `started`, typed `mine`; meanwhile
// someone saved `current`, changing the fields in `changedFields`.
const started: Snapshot = {
  title: 'Limewash Living Room',
  location: 'Austin',
  description: 'A calm room.',
  tags: ['calm'],
  featured: false,
};

function conflictWith(current: Snapshot, base: Snapshot | null = started) {
  const changedFields = Object.keys(current).filter(
    (field) => JSON.stringify(current[field]) !== JSON.stringify(started[field]),
  );
  return { current, base, changedFields };
}

describe('merging a stale save with what was saved meanwhile', () => {
  it('a field only they changed takes their value; one only I changed keeps mine', () => {
    const mine = { ...started, location: 'Round Rock' };
    const conflict = conflictWith({ ...started, title: 'Limewash & Walnut Living Room' });
    const plan = planMerge({ started, mine, conflict });
    expect(plan).toEqual({
      taken: [{ field: 'title', mine: 'Limewash Living Room', theirs: 'Limewash & Walnut Living Room' }],
      contested: [],
    });
    expect(mergedBody(mine, plan, {})).toEqual({
      ...started,
      title: 'Limewash & Walnut Living Room',
      location: 'Round Rock',
    });
  });

  it('a field both changed differently is the user’s to decide, kept as typed until told otherwise', () => {
    const mine = { ...started, description: 'Mine: limewash walls.' };
    const conflict = conflictWith({ ...started, description: 'Theirs: walnut floors.' });
    const plan = planMerge({ started, mine, conflict });
    expect(plan.contested).toEqual([
      { field: 'description', mine: 'Mine: limewash walls.', theirs: 'Theirs: walnut floors.' },
    ]);
    expect(mergedBody(mine, plan, {}).description).toBe('Mine: limewash walls.');
    expect(mergedBody(mine, plan, { description: 'mine' }).description).toBe('Mine: limewash walls.');
    expect(mergedBody(mine, plan, { description: 'theirs' }).description).toBe('Theirs: walnut floors.');
  });

  it('the same change on both sides is no conflict', () => {
    const mine = { ...started, tags: ['calm', 'walnut'] };
    const plan = planMerge({ started, mine, conflict: conflictWith({ ...started, tags: ['calm', 'walnut'] }) });
    expect(plan).toEqual({ taken: [], contested: [] });
  });

  it('lists and objects are compared by value, not by identity', () => {
    const mine = { ...started, tags: ['calm'] };
    const plan = planMerge({ started, mine, conflict: conflictWith({ ...started, tags: ['bold'] }) });
    expect(plan.taken).toEqual([{ field: 'tags', mine: ['calm'], theirs: ['bold'] }]);
  });

  it('a field the form does not send is left to the server (it keeps theirs)', () => {
    const mine = { ...started };
    const plan = planMerge({
      started,
      mine,
      conflict: conflictWith({ ...started, bannerImages: ['/media/a.webp'] }),
    });
    expect(plan).toEqual({ taken: [], contested: [] });
    expect(mergedBody(mine, plan, {})).not.toHaveProperty('bannerImages');
  });

  it('without the form’s starting state, the conflict’s base tells what I changed', () => {
    const mine = { ...started, location: 'Round Rock' };
    const conflict = conflictWith({ ...started, location: 'Dallas', title: 'New title' });
    const plan = planMerge({ started: null, mine, conflict });
    expect(plan.taken.map(({ field }) => field)).toEqual(['title']);
    expect(plan.contested.map(({ field }) => field)).toEqual(['location']);
  });

  it('with no base at all (its revision was pruned), every field they changed that differs from mine is contested', () => {
    const mine = { ...started };
    const plan = planMerge({ started: null, mine, conflict: conflictWith({ ...started, title: 'New title' }, null) });
    expect(plan).toEqual({ taken: [], contested: [{ field: 'title', mine: started.title, theirs: 'New title' }] });
  });

  it('after a merged save, a further conflict weighs my edits against the state I merged with', () => {
    const mine = { ...started, description: 'Mine.', location: 'Round Rock' };
    const first = conflictWith({ ...started, description: 'Theirs.', title: 'Their title' });
    const plan = planMerge({ started, mine, conflict: first });
    const merged = mergedBody(mine, plan, { description: 'mine' });
    const next = startedAfter(started, first);
    expect(next).toEqual({ ...started, description: 'Theirs.', title: 'Their title' });
    // A third person changes the title again and the description again.
    const second = {
      current: { ...merged, title: 'Third title', description: 'Third.' },
      base: null,
      changedFields: ['title', 'description'],
    };
    const again = planMerge({ started: next, mine: merged, conflict: second });
    // I never touched the title: theirs again; the description is still mine against theirs.
    expect(again.taken).toEqual([{ field: 'title', mine: 'Their title', theirs: 'Third title' }]);
    expect(again.contested).toEqual([{ field: 'description', mine: 'Mine.', theirs: 'Third.' }]);
  });
});
