import { describe, expect, it } from 'vitest';
import type { EditConflict } from '#shared/admin/history.ts';
import { ApiError, apiErrorFrom } from '../../../../lib/api-client.ts';
import { editConflictOf } from './conflict-error.ts';

const details: EditConflict = {
  entity: 'project',
  entityId: 12,
  yourVersion: 3,
  currentVersion: 4,
  current: { title: 'Quiet Parlour', description: 'Theirs.' },
  base: { title: 'Quiet Parlour', description: 'A quiet parlour.' },
  changedFields: ['description'],
  changedBy: [{ name: 'maria', at: '2026-11-28T21:50:00.000Z' }],
};

describe('reading a 409 edit_conflict', () => {
  it('its details, spread at the top of the answer beside code, message and params, reach the form', () => {
    const failure = apiErrorFrom(409, {
      code: 'edit_conflict',
      message: 'maria saved this since you opened it.',
      params: { names: 'maria' },
      ...details,
    });
    expect(editConflictOf(failure)).toEqual(details);
  });

  it('any other refusal is not a conflict', () => {
    expect(editConflictOf(apiErrorFrom(409, { code: 'slug_taken', message: 'Taken.' }))).toBeNull();
    expect(editConflictOf(new ApiError('502: Bad Gateway', 502))).toBeNull();
    expect(editConflictOf(new Error('offline'))).toBeNull();
  });

  it('a conflict answer without its details (a proxy, an older server) is not mistaken for one', () => {
    expect(editConflictOf(apiErrorFrom(409, { code: 'edit_conflict', message: 'Conflict.' }))).toBeNull();
  });
});
