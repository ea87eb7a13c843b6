import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { LeadDetail, LeadTimelineEntry } from '#shared/admin/leads.ts';
import { leadsApi } from '#shared/api/addresses/leads.ts';
import { emailSetupApi } from '#shared/api/addresses/studio.ts';
import type { EndpointResult } from '#shared/api/endpoint.ts';
import { apiHref, callApi } from './api-client.ts';

/**
 * The browser calls the API through the contract's addresses (shared/api/addresses/, ADR 020):
 * method and path at run time, the endpoint's input and answer types from the contract.
 */
describe('callApi on an address', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubFetch(answer: unknown) {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(answer)));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('sends the address’s method to its path, with the body as JSON', async () => {
    const fetch = stubFetch({ id: 1 });
    await callApi(leadsApi.addNote, { params: { id: 4 }, body: { text: 'Called back' } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/leads/4/notes');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ text: 'Called back' }));
  });

  it('sends no body when there is none (an empty POST of a button)', async () => {
    const fetch = stubFetch({ success: true });
    await callApi(emailSetupApi.testSend);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/test-email');
    expect(init?.method).toBe('POST');
    expect(init && 'body' in init).toBe(false);
  });

  it('builds a file’s link with its query', () => {
    expect(apiHref(leadsApi.exportCsv, { query: { status: 'new', q: '' } })).toBe('/api/leads/export.csv?status=new');
  });

  it('types the input and the answer from the endpoint behind the address', () => {
    const detail = () => callApi(leadsApi.detail, { params: { id: 4 } });
    const addNote = () => callApi(leadsApi.addNote, { params: { id: 4 }, body: { text: 'x' } });
    expectTypeOf(detail).returns.resolves.toEqualTypeOf<LeadDetail>();
    expectTypeOf(addNote).returns.resolves.toEqualTypeOf<LeadTimelineEntry>();
    expectTypeOf<EndpointResult<typeof leadsApi.detail>>().toEqualTypeOf<LeadDetail>();
    const wrongCalls = () => {
      // @ts-expect-error: the detail needs its :id
      void callApi(leadsApi.detail);
      // @ts-expect-error: a note needs its body
      void callApi(leadsApi.addNote, { params: { id: 4 } });
      // @ts-expect-error: the list takes no body
      void callApi(leadsApi.list, { body: {} });
    };
    expect(wrongCalls).toBeTypeOf('function');
  });
});
