import { type EditConflict, EditConflictSchema } from '#shared/admin/history.ts';
import { ApiError } from '../../../../lib/api-client.ts';

const DETAILS = Object.keys(EditConflictSchema.shape);

/**
 * The details of a 409 `edit_conflict` (spread at the top level of the error body beside `code`,
 * `message` and `params`), or null when the failure is anything else.
 */
export function editConflictOf(failure: unknown): EditConflict | null {
  if (!(failure instanceof ApiError) || failure.status !== 409 || failure.code !== 'edit_conflict') return null;
  const details = Object.fromEntries(DETAILS.map((key) => [key, failure.body[key]]));
  const parsed = EditConflictSchema.safeParse(details);
  return parsed.success ? parsed.data : null;
}
