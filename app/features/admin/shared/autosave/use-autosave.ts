import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Draft, DraftEntity } from '#shared/admin/drafts.ts';
import { type Snapshot, sameJson } from '#shared/admin/history.ts';
import { refusalText } from '../errors/error-text.ts';
import {
  type AutosaveEvent,
  type AutosaveState,
  autosaveReducer,
  DEBOUNCE_MS,
  failureOf,
  INITIAL_STATE,
  retryDelay,
} from './autosave-state.ts';
import { type DraftKey, discardDraft, fetchDraft, keepDraft } from './drafts-api.ts';

export interface AutosaveOptions<Values extends FieldValues> {
  entity: DraftEntity;
  /** the item edited; null for a new one */
  entityId: number | null;
  /** the item's version the form started from (null: new, or not known) */
  baseVersion: number | null;
  // biome-ignore lint/suspicious/noExplicitAny: any form of these values, whatever its resolver's context and output
  form: UseFormReturn<Values, any, any>;
  /** false: no autosave here (Add Content's quick form) */
  enabled?: boolean;
  /** the dialog's "Discard changes" confirmation (FormDialogControls.whenDiscarded) */
  whenDiscarded?: ((listener: () => void) => () => void) | undefined;
}

export interface Autosave {
  state: AutosaveState;
  /** the refusal's words when the last request was refused (not a dropped connection) */
  reason: string | undefined;
  /** the user's earlier draft, offered until they restore or discard it */
  earlier: Draft | null;
  /** fills the form from the earlier draft (still a change: closing asks, saving saves it) */
  restore: () => void;
  /** removes the earlier draft */
  discardEarlier: () => Promise<void>;
  retry: () => void;
  /** the item was saved: autosave stops and the user's draft of it is removed */
  finish: () => Promise<void>;
  /** how many times the form was filled from a draft (a key for editors that read their value once) */
  restorations: number;
}

const CLOSED: AutosaveState = { ...INITIAL_STATE, status: 'closed' };

/**
 * Autosave for one editor (issue 29; docs/autosave.md). On opening, looks for the user's earlier
 * draft of the item and offers it; then, once the form's values differ from the item's and typing
 * has stopped for `DEBOUNCE_MS`, keeps them on the server as the user's draft. Values back to the
 * item's own remove the draft. Opening and closing without a change makes no write. A failure is
 * shown (with Retry) and retried by itself with a growing wait when it may pass.
 */
export function useAutosave<Values extends FieldValues>({
  entity,
  entityId,
  baseVersion,
  form,
  enabled = true,
  whenDiscarded,
}: AutosaveOptions<Values>): Autosave {
  const [state, setState] = useState<AutosaveState>(enabled ? INITIAL_STATE : CLOSED);
  const [earlier, setEarlier] = useState<Draft | null>(null);
  const [reason, setReason] = useState<string | undefined>(undefined);
  const [restorations, setRestorations] = useState(0);
  // The machine's state as of the last event: timers and requests read it between renders.
  const current = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** the request under way, awaited before the draft is removed */
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  /** this editor has kept a draft on the server (so values back to the item's must remove it) */
  const kept = useRef(false);
  const key = useRef<DraftKey>({ entity, entityId });
  key.current = { entity, entityId };
  const base = useRef(baseVersion);
  base.current = baseVersion;

  const apply = useCallback((event: AutosaveEvent) => {
    const next = autosaveReducer(current.current, event);
    current.current = next;
    setState(next);
  }, []);

  const stopTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const itemValues = useCallback(() => (form.formState.defaultValues ?? {}) as Snapshot, [form]);
  const differs = useCallback(() => !sameJson(asJson(form.getValues()), asJson(itemValues())), [form, itemValues]);

  // A timer calls the newest `send` (declared next, itself scheduling the next request).
  const sendLatest = useRef<() => Promise<void>>(async () => undefined);
  const schedule = useCallback(
    (delay: number) => {
      stopTimer();
      timer.current = setTimeout(() => void sendLatest.current(), delay);
    },
    [stopTimer],
  );

  const send = useCallback(async (): Promise<void> => {
    stopTimer();
    const status = current.current.status;
    if (status !== 'pending' && status !== 'failed') return;
    apply({ type: 'send' });
    const values = asJson(form.getValues());
    const unchanged = sameJson(values, asJson(itemValues()));
    const request = (async () => {
      if (unchanged) {
        // Nothing to keep: no write at all, unless this editor kept a draft that is now stale.
        if (kept.current) await discardDraft(key.current);
        kept.current = false;
        return null;
      }
      const draft = await keepDraft(key.current, base.current, values);
      kept.current = true;
      return draft.updatedAt;
    })();
    inFlight.current = request.catch(() => undefined);
    try {
      const at = await request;
      setReason(undefined);
      apply({ type: 'sent', at });
      if (current.current.status === 'pending') schedule(DEBOUNCE_MS);
    } catch (failure) {
      const problem = failureOf(failure);
      setReason(problem.retryable ? undefined : refusalText(failure));
      apply({ type: 'failed', failure: problem });
      if (current.current.changedSince) schedule(DEBOUNCE_MS);
      else if (problem.retryable) schedule(retryDelay(current.current.attempts));
    }
  }, [apply, form, itemValues, stopTimer, schedule]);
  sendLatest.current = send;

  // Look for the user's earlier draft first: a change before the answer waits, so it cannot replace it.
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchDraft(key.current)
      .catch(() => null)
      .then((draft) => {
        if (!live) return;
        setEarlier(draft);
        apply({ type: 'checked', found: draft !== null });
        if (current.current.status === 'pending') schedule(DEBOUNCE_MS);
      });
    return () => {
      live = false;
    };
  }, [enabled, apply, schedule]);

  // Every change of the values restarts the wait; a change that leaves them as the item's is none.
  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch(() => {
      if (!kept.current && !differs() && current.current.status !== 'saving') return;
      apply({ type: 'changed' });
      const status = current.current.status;
      if (status === 'pending' || status === 'failed') schedule(DEBOUNCE_MS);
    });
    return () => subscription.unsubscribe();
  }, [enabled, form, apply, differs, schedule]);

  useEffect(() => stopTimer, [stopTimer]);

  const close = useCallback(
    async (remove: boolean) => {
      stopTimer();
      apply({ type: 'close' });
      await inFlight.current;
      if (remove) await discardDraft(key.current).catch(() => undefined);
      kept.current = false;
    },
    [apply, stopTimer],
  );

  // "Discard changes" confirmed: what this editor kept goes too (an earlier draft not yet restored stays).
  useEffect(() => {
    if (!enabled || !whenDiscarded) return;
    return whenDiscarded(() => void close(kept.current));
  }, [enabled, whenDiscarded, close]);

  // The notice's buttons go with it: the focus moves to the form's first field, not to the page.
  const focusFirstField = useCallback(() => {
    const first = Object.keys(itemValues())[0];
    if (first) requestAnimationFrame(() => form.setFocus(first as Parameters<typeof form.setFocus>[0]));
  }, [form, itemValues]);

  const restore = useCallback(() => {
    if (!earlier) return;
    const item = itemValues();
    // Only the fields this form has: a draft from an older form cannot add others.
    const fields = Object.fromEntries(Object.entries(earlier.data).filter(([name]) => name in item));
    setEarlier(null);
    apply({ type: 'resolved' });
    form.reset({ ...item, ...fields } as unknown as Values, { keepDefaultValues: true });
    setRestorations((count) => count + 1);
    focusFirstField();
  }, [earlier, form, itemValues, apply, focusFirstField]);

  const discardEarlier = useCallback(async () => {
    await discardDraft(key.current);
    setEarlier(null);
    apply({ type: 'resolved' });
    if (current.current.status === 'pending') schedule(DEBOUNCE_MS);
    focusFirstField();
  }, [apply, schedule, focusFirstField]);

  const retry = useCallback(() => void send(), [send]);
  const finish = useCallback(() => close(true), [close]);

  return { state, reason, earlier, restore, discardEarlier, retry, finish, restorations };
}

/** The form's values as JSON would carry them (no undefined, no Dates, no Files): what is kept and compared. */
function asJson(values: unknown): Snapshot {
  return JSON.parse(JSON.stringify(values ?? {})) as Snapshot;
}

/** The version an item was read at, once its read shape carries one (issue 29); null for a new item. */
export function versionOf(item: object | null): number | null {
  return item && 'version' in item && typeof item.version === 'number' ? item.version : null;
}
