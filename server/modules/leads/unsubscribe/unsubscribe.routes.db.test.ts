import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareTestApp } from '../../../../tests/support/test-app.ts';
import { leadEvents, leads } from '../../../platform/db/schema/index.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';

const SECRET = 'an-integration-test-secret-0123456789abcdef';
const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('POST /api/unsubscribe/one-click (RFC 8058, D11, SECURITY 13)', () => {
  const t = prepareTestApp({ content: 'migrated', secrets: { appSecret: SECRET } });
  const app = { request: (path: string, init?: RequestInit) => t.request(path, init) };

  const addLead = async (email: string) => {
    const [lead] = await t.handle.db
      .insert(leads)
      .values({ email, firstName: 'Zoe', lastName: 'Quinn', source: 'lookbook' })
      .returning();
    if (!lead) throw new Error('no lead inserted');
    return lead;
  };
  const leadById = async (id: number) => (await t.handle.db.select().from(leads).where(eq(leads.id, id)))[0];
  const eventsOf = (id: number) =>
    t.handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.id));
  /** What Gmail and friends send: a form POST from their servers, no cookie, no Origin. */
  const oneClick = (token: string | null, init: RequestInit = {}) =>
    app.request(`/api/unsubscribe/one-click${token === null ? '' : `?token=${encodeURIComponent(token)}`}`, {
      method: 'POST',
      headers: FORM,
      body: ONE_CLICK_BODY,
      ...init,
    });

  it('a valid token unsubscribes the lead, with one event, and answers 200 without any cookie', async () => {
    const lead = await addLead('one-click@example.com');
    const response = await oneClick(createUnsubscribeToken(SECRET, lead.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'You have been unsubscribed.' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await leadById(lead.id))?.status).toBe('unsubscribed');
    const events = await eventsOf(lead.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'unsubscribe', data: { via: 'one-click', previousStatus: 'active' } });
  });

  it('the same POST again answers the same and adds nothing', async () => {
    const lead = await addLead('twice@example.com');
    const token = createUnsubscribeToken(SECRET, lead.id);
    const first = await oneClick(token);
    const afterFirst = await leadById(lead.id);
    const second = await oneClick(token);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual({ message: 'You have been unsubscribed.' });
    expect(await leadById(lead.id)).toEqual(afterFirst);
    expect(await eventsOf(lead.id)).toHaveLength(1);
  });

  it('a forged, garbled, truncated or missing token is 400 {code, message}, reveals nothing and changes nothing', async () => {
    const lead = await addLead('victim@example.com');
    const genuine = createUnsubscribeToken(SECRET, lead.id);
    const forgeries = [
      createUnsubscribeToken('someone-else-s-secret-0123456789abcdefgh', lead.id),
      `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`,
      genuine.slice(0, 20),
      `${genuine}x`,
      String(lead.id),
      '',
      null,
    ];
    for (const token of forgeries) {
      const response = await oneClick(token);
      expect(response.status, String(token)).toBe(400);
      const body = (await response.json()) as { code: string; message: string };
      expect(Object.keys(body)).toEqual(['code', 'message']);
      expect(body).toEqual({ code: 'unsubscribe_link_invalid', message: 'This unsubscribe link is not valid.' });
      expect(JSON.stringify(body)).not.toContain('victim');
    }
    expect(await leadById(lead.id)).toEqual(lead);
    expect(await eventsOf(lead.id)).toHaveLength(0);
  });

  it('answers a valid token for a lead that does not exist exactly like one that does', async () => {
    const existing = await oneClick(createUnsubscribeToken(SECRET, (await addLead('exists@example.com')).id));
    const missing = await oneClick(createUnsubscribeToken(SECRET, 4_000_000));
    expect(missing.status).toBe(existing.status);
    expect(await missing.text()).toBe(await existing.text());
    expect([...missing.headers.keys()].sort()).toEqual([...existing.headers.keys()].sort());
  });

  it('accepts the body as multipart, empty, or from a web mail page on another site', async () => {
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    const variants: RequestInit[] = [
      { body: multipart, headers: {} },
      { body: '', headers: {} },
      { headers: { ...FORM, Origin: 'https://mail.example', 'Sec-Fetch-Site': 'cross-site' } },
    ];
    for (const init of variants) {
      const lead = await addLead(`variant-${variants.indexOf(init)}@example.com`);
      const response = await oneClick(createUnsubscribeToken(SECRET, lead.id), init);
      expect(response.status).toBe(200);
      expect((await leadById(lead.id))?.status).toBe('unsubscribed');
    }
  });

  it('a body far larger than a one-click form is refused with 413 before anything changes', async () => {
    const lead = await addLead('huge@example.com');
    const response = await oneClick(createUnsubscribeToken(SECRET, lead.id), {
      body: `${ONE_CLICK_BODY}&padding=${'x'.repeat(64 * 1024)}`,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'body_too_large', message: 'Request body too large.' });
    expect((await leadById(lead.id))?.status).toBe('active');
    expect(await eventsOf(lead.id)).toHaveLength(0);
  });

  it('a GET (a mail app opening the header’s address in a browser) is sent to the confirm page and changes nothing', async () => {
    const lead = await addLead('get@example.com');
    const token = createUnsubscribeToken(SECRET, lead.id);
    const response = await app.request(`/api/unsubscribe/one-click?token=${token}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/unsubscribe?token=${token}`);
    expect((await leadById(lead.id))?.status).toBe('active');
  });
});
