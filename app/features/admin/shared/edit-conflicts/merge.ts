import { type EditConflict, type Snapshot, type SnapshotValue, sameJson } from '#shared/admin/history.ts';

/**
 * What a stale save's refusal (409 `edit_conflict`, docs/history.md "Conflicts in the editors")
 * means for the form that made it, field by field, as a three-way merge:
 * - `started`: the body the form would have sent untouched (the state the user began from);
 * - `mine`: the body the user is saving now;
 * - `theirs`: the stored state now (`EditConflict.current`), with the fields the saves since then
 *   changed (`EditConflict.changedFields`).
 * Only the fields the form sends are weighed: a field it does not edit is not sent, so the server
 * keeps whatever the others put there.
 */

export type FieldChoice = 'mine' | 'theirs';

export interface ConflictField {
  field: string;
  mine: SnapshotValue;
  theirs: SnapshotValue;
}

export interface MergePlan {
  /** They changed it and the user did not: their value is taken, and the dialog says so. */
  taken: ConflictField[];
  /** Both changed it, to different values: the user chooses, field by field. */
  contested: ConflictField[];
}

export interface MergeInput {
  /** The form's body before any typing; null when unknown (then the conflict's `base` stands in). */
  started: Snapshot | null;
  mine: Snapshot;
  conflict: Pick<EditConflict, 'current' | 'base' | 'changedFields'>;
}

/** Sorts the fields the others changed into the ones taken from them and the ones the user must decide. */
export function planMerge({ started, mine, conflict }: MergeInput): MergePlan {
  const before = started ?? conflict.base;
  const plan: MergePlan = { taken: [], contested: [] };
  for (const field of conflict.changedFields) {
    if (!(field in mine) || !(field in conflict.current)) continue;
    const mineValue = mine[field] as SnapshotValue;
    const theirs = conflict.current[field] as SnapshotValue;
    // The same change on both sides is no conflict.
    if (sameJson(mineValue, theirs)) continue;
    // Without any "before" a difference cannot be told from an edit: the user decides.
    const iChanged = before === null || !sameJson(before[field], mineValue);
    (iChanged ? plan.contested : plan.taken).push({ field, mine: mineValue, theirs });
  }
  return plan;
}

/**
 * The body "Save merged" sends: the user's, with the taken fields and the contested fields
 * answered "Take theirs" replaced by the stored values. A contested field not answered keeps
 * the user's (nothing typed is thrown away unless asked).
 */
export function mergedBody(mine: Snapshot, plan: MergePlan, choices: Readonly<Record<string, FieldChoice>>): Snapshot {
  const merged: Snapshot = { ...mine };
  for (const { field, theirs } of plan.taken) merged[field] = theirs;
  for (const { field, theirs } of plan.contested) if (choices[field] === 'theirs') merged[field] = theirs;
  return merged;
}

/**
 * What the form "started from" once the merged body is sent on top of the newer version: the
 * fields the others changed now start at their values, the rest where they were. A further
 * conflict then weighs the user's edits against the state they merged with, not the old one.
 */
export function startedAfter(started: Snapshot | null, conflict: Pick<EditConflict, 'current' | 'changedFields'>) {
  if (started === null) return null;
  const next: Snapshot = { ...started };
  for (const field of conflict.changedFields) {
    if (field in conflict.current) next[field] = conflict.current[field] as SnapshotValue;
  }
  return next;
}

/** A save body as a snapshot: its fields as JSON carries them (an undefined one is not sent), without the `version` it was sent on. */
export function bodySnapshot(body: object): Snapshot {
  const { version: _version, ...fields } = JSON.parse(JSON.stringify(body)) as Snapshot;
  return fields;
}
