import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '#shared/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, emailSends, leadEvents, leads } from '../../platform/db/schema/index.ts';
import { inspectPdf } from './inspect-pdf.ts';
import { NOTHING_SELECTED } from './lookbook-preview.routes.ts';

// Production caches on, so "at once" below also means "not served from a cache".
const t = prepareTestApp({ config: { production: true, trustProxyHops: 1 } });

let editorCookie: string;
let viewerCookie: string;

beforeAll(async () => {
  editorCookie = await signInAs(t, 'editor');
  viewerCookie = await signInAs(t, 'viewer');
});

const preview = (cookie: string | null, body: unknown = {}) =>
  t.request('/api/admin/lookbook/preview', jsonWrite('POST', body, cookie ? { Cookie: cookie } : {}));

const setInLookbook = async (id: number, inLookbook: boolean) => {
  const response = await t.request(`/api/projects/${id}`, jsonWrite('PATCH', { inLookbook }, { Cookie: editorCookie }));
  expect(response.status).toBe(200);
};

const lookbookProjects = async () => (await (await t.request('/api/lookbook/projects')).json()) as Project[];

/** What a preview must never create (D12): leads, their touchpoints, e-mails, audit rows. */
async function sideEffects() {
  const db = t.deps.db;
  const n = async (table: typeof leads | typeof leadEvents | typeof emailSends | typeof auditEvents) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n);
  return {
    leads: await n(leads),
    leadEvents: await n(leadEvents),
    emailSends: await n(emailSends),
    audit: await n(auditEvents),
  };
}

describe('POST /api/admin/lookbook/preview (D12)', () => {
  it('answers the lookbook as lookbook-preview.pdf to any staff role, creating no lead and sending nothing', async () => {
    const before = await sideEffects();
    const response = await preview(viewerCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="lookbook-preview.pdf"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pdf = await inspectPdf(Buffer.from(await response.arrayBuffer()));
    expect(pdf.pageTexts[0]).toContain('Prepared for Alex');
    for (const project of await lookbookProjects()) expect(pdf.text).toContain(project.title);
    expect(await sideEffects()).toEqual(before);
  });

  it('follows the lookbook selection at once: the public list and the PDF', { timeout: 60_000 }, async () => {
    const all = (await (await t.request('/api/projects')).json()) as Project[];
    const outside = all.find((project) => !project.inLookbook);
    if (!outside) throw new Error('the demo has projects outside the lookbook');
    await setInLookbook(outside.id, true);
    try {
      expect((await lookbookProjects()).map((p) => p.id)).toContain(outside.id);
      const pdf = await inspectPdf(Buffer.from(await (await preview(editorCookie)).arrayBuffer()));
      expect(pdf.text).toContain(outside.title);
    } finally {
      await setInLookbook(outside.id, false);
    }
    expect((await lookbookProjects()).map((p) => p.id)).not.toContain(outside.id);
  });

  it('refuses with a clear message when no project is selected, building nothing', async () => {
    const selected = await lookbookProjects();
    expect(selected.length).toBeGreaterThan(0);
    for (const project of selected) await setInLookbook(project.id, false);
    try {
      const before = await sideEffects();
      const response = await preview(editorCookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: NOTHING_SELECTED,
        message: 'Select at least one project for the lookbook before previewing it.',
      });
      expect(await sideEffects()).toEqual(before);
    } finally {
      for (const project of selected) await setInLookbook(project.id, true);
    }
    expect(await lookbookProjects()).toHaveLength(selected.length);
  });

  it('takes no body or an empty one, refuses anything else, and refuses visitors', async () => {
    const empty = await t.request('/api/admin/lookbook/preview', {
      method: 'POST',
      headers: { Cookie: viewerCookie, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(empty.status).toBe(200);
    await empty.arrayBuffer();
    expect((await preview(viewerCookie, { name: 'Mallory', email: 'm@example.com' })).status).toBe(400);
    const visitor = await preview(null);
    expect(visitor.status).toBe(401);
  });
});
