import { type ReactNode, useState } from 'react';
import type { EditConflict, Snapshot } from '#shared/admin/history.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { editConflictOf } from './conflict-error.ts';
import { bodySnapshot, type FieldChoice, type MergePlan, mergedBody, planMerge, startedAfter } from './merge.ts';

/** A save body that carries the version it started from (issue 29). */
type Versioned = { version?: number | undefined };

interface Pending {
  conflict: EditConflict;
  /** what the user's edit is weighed against in this round */
  started: Snapshot | null;
  mine: Snapshot;
  plan: MergePlan;
  choices: Record<string, FieldChoice>;
}

export interface EditConflictsOptions<B extends Versioned, A> {
  /** The item's version when the form read it; it is kept from the first render (a list refetched behind an open form must not move it). */
  version: number | undefined;
  /** The body the form would send untouched (its starting values through its payload builder), read once at the first render. */
  started: () => Snapshot | null;
  /** A field's name in the form, in the user's language. */
  labelOf: (field: string) => string;
  /** Sends a body; an answer with a `version` becomes the version the next save starts from. */
  send: (body: B) => Promise<A>;
  /** The save (the first or a merged one) went through: the form's own success (toast, close, reset). */
  onSaved: (answer: A) => void;
  /** A refusal that is not a conflict: the form shows it as it always has. */
  onFailed: (failure: unknown) => void;
}

/**
 * Every edit form's save, so that no edit is lost between two people or two tabs (D33): the form
 * sends `version` (from `version`), a 409 `edit_conflict` opens the Conflict dialog instead of an
 * error, and the form keeps everything typed: the dialog works on a copy of the body. "Save merged"
 * sends the merged body on the stored version; another conflict opens the dialog again.
 */
export function useEditConflicts<B extends Versioned, A>(
  options: EditConflictsOptions<B, A>,
): {
  /** the version the next save sends */
  version: number | undefined;
  /** sends the form's body; never throws (success, conflict and refusal each have their outcome) */
  save: (body: B) => Promise<void>;
  /** the Conflict dialog, to render beside the form */
  dialog: ReactNode;
} {
  const [version, setVersion] = useState(options.version);
  const [started, setStarted] = useState<Snapshot | null>(options.started);
  const [pending, setPending] = useState<Pending | null>(null);
  const [saving, setSaving] = useState(false);

  /** One attempt; `round` is the conflict being resolved (its version sent), or null for the form's own save. */
  const attempt = async (body: B, round: Pending | null) => {
    try {
      const answer = await options.send(body);
      const saved = versionOf(answer);
      if (saved !== null) setVersion(saved);
      else if (round) setVersion(round.conflict.currentVersion);
      setStarted(bodySnapshot(body));
      setPending(null);
      options.onSaved(answer);
    } catch (failure) {
      const conflict = editConflictOf(failure);
      if (!conflict) {
        // The version stays where the form started: saving again meets the same conflict, not a silent overwrite.
        setPending(null);
        options.onFailed(failure);
        return;
      }
      const from = round ? startedAfter(round.started, round.conflict) : started;
      const mine = bodySnapshot(body);
      setPending({ conflict, started: from, mine, plan: planMerge({ started: from, mine, conflict }), choices: {} });
    }
  };

  const save = async (body: B) => {
    await attempt(body, null);
  };

  const saveMerged = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      const merged = mergedBody(pending.mine, pending.plan, pending.choices);
      await attempt({ ...merged, version: pending.conflict.currentVersion } as unknown as B, pending);
    } finally {
      setSaving(false);
    }
  };

  const choose = (fields: readonly string[], choice: FieldChoice) =>
    setPending((current) =>
      current
        ? { ...current, choices: { ...current.choices, ...Object.fromEntries(fields.map((field) => [field, choice])) } }
        : current,
    );

  const dialog = pending ? (
    <ConflictDialog
      conflict={pending.conflict}
      plan={pending.plan}
      choices={pending.choices}
      labelOf={options.labelOf}
      saving={saving}
      onChoose={choose}
      onSaveMerged={saveMerged}
      onCancel={() => setPending(null)}
    />
  ) : null;

  return { version, save, dialog };
}

function versionOf(answer: unknown): number | null {
  if (!answer || typeof answer !== 'object' || !('version' in answer)) return null;
  return typeof answer.version === 'number' ? answer.version : null;
}
