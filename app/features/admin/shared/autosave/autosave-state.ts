/**
 * Autosave's state, as pure functions (issue 29; docs/autosave.md): what the editor's indicator
 * says is exactly what happened to the last request, never a hope.
 *
 * - `checking`: the user's earlier draft of the item is being looked for; nothing is kept yet, so a
 *   fast first keystroke cannot overwrite it.
 * - `held`: an earlier draft was found and the user has not chosen Restore or Discard yet; changes
 *   wait (they would replace it), and the indicator says so.
 * - `idle`: nothing changed since the editor opened, or the values are the item's own again (then
 *   the draft was removed): no request.
 * - `pending`: changed; the draft is kept once typing has stopped for `DEBOUNCE_MS`.
 * - `saving`: the request is under way. A change meanwhile is kept by a next request after it.
 * - `saved`: the server kept the draft at `savedAt` (its own time).
 * - `failed`: the last request failed: shown with a Retry button; one that may succeed later (the
 *   network, a 5xx, a 429) is also retried by itself after `retryDelay(attempts)`.
 * - `closed`: the item was saved or the edit discarded: autosave stops and the draft is removed.
 */
export type AutosaveStatus = 'checking' | 'held' | 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'closed';

export interface AutosaveState {
  status: AutosaveStatus;
  /** the server's time of the last kept draft in this editor */
  savedAt: string | null;
  /** a change arrived while a request was under way (or while held): keep again afterwards */
  changedSince: boolean;
  /** failed requests in a row (for the backoff) */
  attempts: number;
  /** the last failure; `retryable` when trying again later may succeed */
  failure: AutosaveFailure | null;
}

export interface AutosaveFailure {
  /** the API's code ('' for no answer: the network) */
  code: string;
  retryable: boolean;
}

export type AutosaveEvent =
  /** the earlier draft was looked for: `found` one to offer, or none */
  | { type: 'checked'; found: boolean }
  /** the user chose Restore or Discard on the earlier draft */
  | { type: 'resolved' }
  /** the form's values changed */
  | { type: 'changed' }
  /** the wait after typing ended, or Retry was pressed: a request starts */
  | { type: 'send' }
  /** the request succeeded: the draft kept at `at`, or (null) none needed and none left, the values being the item's own */
  | { type: 'sent'; at: string | null }
  | { type: 'failed'; failure: AutosaveFailure }
  | { type: 'close' };

/** How long typing must have stopped before the draft is kept. */
export const DEBOUNCE_MS = 2500;

export const INITIAL_STATE: AutosaveState = {
  status: 'checking',
  savedAt: null,
  changedSince: false,
  attempts: 0,
  failure: null,
};

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  if (state.status === 'closed') return state;
  switch (event.type) {
    case 'checked':
      if (state.status !== 'checking') return state;
      if (event.found) return { ...state, status: 'held' };
      return { ...state, status: state.changedSince ? 'pending' : 'idle', changedSince: false };
    case 'resolved':
      if (state.status !== 'held') return state;
      return { ...state, status: state.changedSince ? 'pending' : 'idle', changedSince: false };
    case 'changed':
      if (state.status === 'checking' || state.status === 'held' || state.status === 'saving') {
        return { ...state, changedSince: true };
      }
      // A failure stays shown until a request succeeds: the newest change is not kept either.
      if (state.status === 'failed') return { ...state, changedSince: true };
      return { ...state, status: 'pending' };
    case 'send':
      if (state.status !== 'pending' && state.status !== 'failed') return state;
      return { ...state, status: 'saving', changedSince: false };
    case 'sent':
      if (state.status !== 'saving') return state;
      return {
        ...state,
        status: state.changedSince ? 'pending' : event.at ? 'saved' : 'idle',
        savedAt: event.at,
        changedSince: false,
        attempts: 0,
        failure: null,
      };
    case 'failed':
      if (state.status !== 'saving') return state;
      return { ...state, status: 'failed', attempts: state.attempts + 1, failure: event.failure };
    case 'close':
      return { ...state, status: 'closed' };
  }
}

/**
 * A failure worth trying again by itself: no answer at all (the network), the server's own trouble
 * (5xx) or too many requests (429). A refusal (400, 403, 404, 413) would only be refused again.
 */
export function failureOf(error: unknown): AutosaveFailure {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (!status) return { code: '', retryable: true };
  return { code, retryable: status >= 500 || status === 429 };
}

/** The wait before trying again by itself after the nth failure in a row: 5 s, 10 s, 20 s, 40 s, then each minute. */
export function retryDelay(attempts: number): number {
  return Math.min(60_000, 5000 * 2 ** Math.max(0, attempts - 1));
}

/** What the indicator says. */
export type IndicatorText =
  | { kind: 'none' }
  | { kind: 'held' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; code: string };

export function indicatorOf(state: AutosaveState): IndicatorText {
  switch (state.status) {
    case 'checking':
    case 'idle':
    case 'closed':
      return { kind: 'none' };
    case 'held':
      return state.changedSince ? { kind: 'held' } : { kind: 'none' };
    case 'pending':
      return { kind: 'unsaved' };
    case 'saving':
      return { kind: 'saving' };
    case 'saved':
      return state.savedAt ? { kind: 'saved', at: state.savedAt } : { kind: 'none' };
    case 'failed':
      return { kind: 'failed', code: state.failure?.code ?? '' };
  }
}
