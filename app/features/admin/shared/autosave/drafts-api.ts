import type { Draft, DraftEntity } from '#shared/admin/drafts.ts';
import type { Snapshot } from '#shared/admin/history.ts';
import { draftsApi } from '#shared/api/addresses/drafts.ts';
import { ApiError, callApi } from '../../../../lib/api-client.ts';

/** The user's own drafts (issue 29): the calls autosave makes. */
export interface DraftKey {
  entity: DraftEntity;
  /** null: a new item */
  entityId: number | null;
}

const query = ({ entity, entityId }: DraftKey) => ({ entity, id: entityId ?? ('new' as const) });

/** The user's draft of the item, or null when they have none. */
export async function fetchDraft(key: DraftKey): Promise<Draft | null> {
  try {
    return (await callApi(draftsApi.get, { query: query(key) })) as Draft;
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === 'draft_not_found') return null;
    throw failure;
  }
}

export function keepDraft(key: DraftKey, baseVersion: number | null, data: Snapshot): Promise<Draft> {
  return callApi(draftsApi.save, { body: { ...key, baseVersion, data } }) as Promise<Draft>;
}

export async function discardDraft(key: DraftKey): Promise<void> {
  await callApi(draftsApi.discard, { query: query(key) });
}
