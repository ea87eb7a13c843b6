import { and, asc, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminFormOption } from '#shared/admin/content.ts';
import type { FormOption, FormOptionFieldType } from '#shared/form-options.ts';
import { FORM_OPTION_FIELD_TYPES } from '#shared/form-options.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, blogPosts, formOptions, leads, projects } from '../../platform/db/schema/index.ts';
import { assertActiveOption, listAllOptions } from './form-options.service.ts';
import {
  fieldTypeFixedMessage,
  OPTION_NOT_FOUND,
  optionInUseMessage,
  valueInUseMessage,
  valueTakenMessage,
} from './form-options-admin.service.ts';

// Production: the public option lists are cached, so "leaves the forms at once" is tested against
// the cache a visitor would hit. One trusted proxy hop gives each sign-in its own address.
const t = prepareTestApp({ config: { production: true, trustProxyHops: 1 } });

let adminCookie: string;
let editorCookie: string;
let viewerCookie: string;

beforeAll(async () => {
  adminCookie = await signInAs(t, 'admin');
  editorCookie = await signInAs(t, 'editor');
  viewerCookie = await signInAs(t, 'viewer');
  // Stored leads hold project types and budgets (the seed has none).
  await t.deps.db.insert(leads).values([
    { email: 'first@example.com', source: 'contact', projectType: 'kitchen-bath', budget: '25k-50k' },
    { email: 'second@example.com', source: 'contact', projectType: 'kitchen-bath', budget: null },
  ]);
});

const get = (path: string, cookie?: string) => t.request(path, { headers: cookie ? { Cookie: cookie } : {} });
const write = (method: string, path: string, body: unknown, cookie = editorCookie) =>
  t.request(path, jsonWrite(method, body, { Cookie: cookie }));

const allOptions = () => t.deps.db.select().from(formOptions).orderBy(asc(formOptions.id));
const optionRow = async (fieldType: FormOptionFieldType, value: string) =>
  (
    await t.deps.db
      .select()
      .from(formOptions)
      .where(and(eq(formOptions.fieldType, fieldType), eq(formOptions.value, value)))
  )[0];
const auditRows = (action: string) =>
  t.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityType, 'formOption')))
    .orderBy(asc(auditEvents.id));
/** An option of the test's own, written straight to the database: no test relies on another's. */
async function newOption(fieldType: FormOptionFieldType, value: string, label: string) {
  const [row] = await t.deps.db.insert(formOptions).values({ fieldType, value, label, sortOrder: 99 }).returning();
  if (!row) throw new Error('no option');
  return row;
}
const countWhere = async (query: Promise<Array<{ n: number }>>) => Number((await query)[0]?.n ?? 0);
const projectsIn = (category: string) =>
  countWhere(t.deps.db.select({ n: count() }).from(projects).where(eq(projects.category, category)));
const publicList = async (fieldType: FormOptionFieldType) => {
  const response = await get(`/api/form-options/${fieldType}`);
  return { cache: response.headers.get('x-cache'), options: (await response.json()) as FormOption[] };
};

describe('GET /api/admin/form-options', () => {
  it('lists every option of every list, inactive ones too, list by list in the studio order', async () => {
    const someStyle = await optionRow('projectStyle', 'rustic');
    await t.deps.db
      .update(formOptions)
      .set({ active: false })
      .where(eq(formOptions.id, someStyle?.id ?? 0));
    const response = await get('/api/admin/form-options', viewerCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = (await response.json()) as AdminFormOption[];
    const rows = await allOptions();
    expect(list).toHaveLength(rows.length);
    expect(list.find((o) => o.value === 'rustic')).toMatchObject({ fieldType: 'projectStyle', active: false });
    const expected = FORM_OPTION_FIELD_TYPES.flatMap((fieldType) =>
      rows
        .filter((row) => row.fieldType === fieldType)
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
        .map((row) => row.id),
    );
    expect(list.map((o) => o.id)).toEqual(expected);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      'active',
      'fieldType',
      'id',
      'label',
      'order',
      'usage',
      'value',
    ]);
    await t.deps.db
      .update(formOptions)
      .set({ active: true })
      .where(eq(formOptions.id, someStyle?.id ?? 0));
  });

  it('counts the stored items that hold each value: leads, projects and posts', async () => {
    const list = (await (await get('/api/admin/form-options', viewerCookie)).json()) as AdminFormOption[];
    const usage = (fieldType: FormOptionFieldType, value: string) =>
      list.find((o) => o.fieldType === fieldType && o.value === value)?.usage;
    expect(usage('projectType', 'kitchen-bath')).toBe(2);
    expect(usage('budget', '25k-50k')).toBe(1);
    expect(usage('budget', 'not-sure')).toBe(0);
    const livingRooms = await projectsIn('living-room');
    expect(livingRooms).toBeGreaterThan(0);
    expect(usage('projectCategory', 'living-room')).toBe(livingRooms);
    const [firstPost] = await t.deps.db.select().from(blogPosts).limit(1);
    const postsInCategory = await countWhere(
      t.deps.db
        .select({ n: count() })
        .from(blogPosts)
        .where(eq(blogPosts.category, firstPost?.category ?? '')),
    );
    expect(usage('blogCategory', firstPost?.category ?? '')).toBe(postsInCategory);
  });

  it('is for signed-in staff only', async () => {
    expect((await get('/api/admin/form-options')).status).toBe(401);
  });
});

describe('POST /api/admin/form-options', () => {
  it('adds the option at the end of its list, answers 201 and records it', async () => {
    const before = await t.deps.db
      .select()
      .from(formOptions)
      .where(eq(formOptions.fieldType, 'budget'))
      .orderBy(asc(formOptions.sortOrder));
    const response = await write('POST', '/api/admin/form-options', {
      fieldType: 'budget',
      value: 'over-250k',
      label: '  $250,000+  ',
      active: true,
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminFormOption;
    expect(created).toEqual({
      id: expect.any(Number),
      fieldType: 'budget',
      value: 'over-250k',
      label: '$250,000+',
      active: true,
      order: Math.max(...before.map((row) => row.sortOrder)) + 1,
      usage: 0,
    });
    expect(await optionRow('budget', 'over-250k')).toMatchObject({ id: created.id, label: '$250,000+' });
    expect((await publicList('budget')).options.at(-1)).toEqual({
      id: created.id,
      value: 'over-250k',
      label: '$250,000+',
    });
    const audit = (await auditRows('content.create')).at(-1);
    expect(audit).toMatchObject({ entityId: String(created.id), summary: '$250,000+' });
  });

  it('is active unless told otherwise; an inactive one stays out of the public list', async () => {
    const response = await write('POST', '/api/admin/form-options', {
      fieldType: 'projectType',
      value: 'holiday-home',
      label: 'Holiday Home',
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as AdminFormOption).active).toBe(true);
    const hidden = await write('POST', '/api/admin/form-options', {
      fieldType: 'projectType',
      value: 'boat-interior',
      label: 'Boat Interior',
      active: false,
    });
    expect(hidden.status).toBe(201);
    expect((await publicList('projectType')).options.map((o) => o.value)).not.toContain('boat-interior');
  });

  it('refuses a value its list already has (409, on the value field), adding nothing', async () => {
    const before = await allOptions();
    const response = await write('POST', '/api/admin/form-options', {
      fieldType: 'projectStyle',
      value: 'rustic',
      label: 'Another Rustic',
    });
    expect(response.status).toBe(409);
    const message = valueTakenMessage('projectStyle', 'rustic');
    expect(message).toBe('An option with the value "rustic" already exists in Project Styles.');
    const taken = {
      code: 'option_value_taken',
      message,
      params: { fieldType: 'projectStyle', list: 'Project Styles', value: 'rustic' },
    };
    expect(await response.json()).toEqual({ ...taken, fieldErrors: { value: taken } });
    expect(await allOptions()).toEqual(before);
  });

  it('allows the same value in another list', async () => {
    const response = await write('POST', '/api/admin/form-options', {
      fieldType: 'blogCategory',
      value: 'rustic',
      label: 'Rustic Homes',
    });
    expect(response.status).toBe(201);
  });

  it('answers two simultaneous adds of one value with one option and one 409', async () => {
    const body = { fieldType: 'projectCategory', value: 'home-office', label: 'Home Office' };
    const statuses = await Promise.all([
      write('POST', '/api/admin/form-options', body),
      write('POST', '/api/admin/form-options', body),
    ]).then((responses) => responses.map((r) => r.status).sort());
    expect(statuses).toEqual([201, 409]);
    const rows = await t.deps.db.select().from(formOptions).where(eq(formOptions.value, 'home-office'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['no value', { fieldType: 'budget', label: 'X' }, 'value', { code: 'required', message: 'Value is required' }],
    [
      'an empty label',
      { fieldType: 'budget', value: 'x-1', label: '   ' },
      'label',
      { code: 'required', message: 'Display Label is required' },
    ],
    [
      'a value with spaces and capitals',
      { fieldType: 'budget', value: 'Big Budget', label: 'Big' },
      'value',
      {
        code: 'invalid_format',
        message: 'Value may use lower-case letters, digits and hyphens (e.g. residential-design).',
        params: { format: 'regex' },
      },
    ],
    [
      'an unknown list',
      { fieldType: 'favouriteColour', value: 'red', label: 'Red' },
      'fieldType',
      {
        code: 'invalid_choice',
        message: 'Field Type must be one of the option lists.',
        params: { options: 'projectType, budget, projectCategory, projectStyle, blogCategory' },
      },
    ],
    [
      'an id',
      { fieldType: 'budget', value: 'x-2', label: 'X', id: 1 },
      'id',
      { code: 'unknown_field', message: 'Unrecognized key: "id"', params: { key: 'id' } },
    ],
    [
      'a line break in the label',
      { fieldType: 'budget', value: 'x-3', label: 'A\nB' },
      'label',
      { code: 'one_line', message: 'Display Label must be on one line.' },
    ],
  ])('refuses %s (400 on that field), adding nothing', async (_, body, field, fieldProblem) => {
    const before = await allOptions();
    const response = await write('POST', '/api/admin/form-options', body);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors[field]).toEqual(fieldProblem);
    expect(await allOptions()).toEqual(before);
  });

  it('is refused to viewers (403) and anonymous callers (401), adding nothing', async () => {
    const before = await allOptions();
    const body = { fieldType: 'budget', value: 'viewer-budget', label: 'Nope' };
    expect((await write('POST', '/api/admin/form-options', body, viewerCookie)).status).toBe(403);
    expect((await t.request('/api/admin/form-options', jsonWrite('POST', body))).status).toBe(401);
    expect(await allOptions()).toEqual(before);
  });
});

describe('PUT /api/admin/form-options/{id}', () => {
  it('changes the label, records it, and the public list shows it at once', async () => {
    const option = await optionRow('budget', 'not-sure');
    await publicList('budget');
    expect((await publicList('budget')).cache).toBe('HIT');
    const response = await write('PUT', `/api/admin/form-options/${option?.id}`, { label: 'Still deciding' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: option?.id, value: 'not-sure', label: 'Still deciding' });
    const after = await publicList('budget');
    expect(after.cache).toBe('MISS');
    expect(after.options.find((o) => o.id === option?.id)?.label).toBe('Still deciding');
    const audit = (await auditRows('content.update')).at(-1);
    expect(audit).toMatchObject({ entityId: String(option?.id), summary: 'Still deciding' });
    expect(audit?.data).toMatchObject({ fieldType: 'budget', changed: ['label'] });
  });

  it('deactivates an option in use: it leaves the public form at once, enquiries with it are refused, stored leads keep it', async () => {
    const option = await optionRow('projectType', 'kitchen-bath');
    expect((await publicList('projectType')).options.map((o) => o.value)).toContain('kitchen-bath');
    expect((await publicList('projectType')).cache).toBe('HIT');

    const response = await write('PUT', `/api/admin/form-options/${option?.id}`, { active: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ active: false, usage: 2 });
    expect((await publicList('projectType')).options.map((o) => o.value)).not.toContain('kitchen-bath');

    const leadsBefore = await t.deps.db.select().from(leads).orderBy(asc(leads.id));
    const enquiry = await t.request(
      '/api/contact',
      jsonWrite('POST', {
        firstName: 'Ines',
        lastName: 'Vale',
        email: 'ines.vale@example.com',
        projectType: 'kitchen-bath',
        message: 'A new kitchen, please.',
      }),
    );
    expect(enquiry.status).toBe(400);
    expect((await enquiry.json()).fieldErrors).toEqual({
      projectType: { code: 'option_not_offered', message: 'Please choose one of the options offered.' },
    });
    expect(await t.deps.db.select().from(leads).orderBy(asc(leads.id))).toEqual(leadsBefore);
    expect(leadsBefore.filter((lead) => lead.projectType === 'kitchen-bath')).toHaveLength(2);
    // The label stays known for showing what stored items hold (D1).
    expect((await listAllOptions(t.deps.db, 'projectType')).map((o) => o.value)).toContain('kitchen-bath');
    // Put back, as the seed has it, for the other tests.
    expect((await write('PUT', `/api/admin/form-options/${option?.id}`, { active: true })).status).toBe(200);
  });

  it('keeps projects of a deactivated category readable on the public site', async () => {
    const option = await optionRow('projectCategory', 'dining');
    const held = await projectsIn('dining');
    expect(held).toBeGreaterThan(0);
    expect((await write('PUT', `/api/admin/form-options/${option?.id}`, { active: false })).status).toBe(200);
    const listed = (await (await get('/api/projects')).json()) as Array<{ category: string }>;
    expect(listed.filter((project) => project.category === 'dining')).toHaveLength(held);
    expect((await write('PUT', `/api/admin/form-options/${option?.id}`, { active: true })).status).toBe(200);
  });

  it('changes the value of an option nothing uses, and records the old one', async () => {
    const created = (await (
      await write('POST', '/api/admin/form-options', { fieldType: 'projectStyle', value: 'artdeco', label: 'Art Deco' })
    ).json()) as AdminFormOption;
    const response = await write('PUT', `/api/admin/form-options/${created.id}`, {
      fieldType: 'projectStyle',
      value: 'art-deco',
      label: 'Art Deco',
      active: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ value: 'art-deco' });
    expect((await auditRows('content.update')).at(-1)?.data).toMatchObject({ changed: ['value'], from: 'artdeco' });
  });

  it('refuses to change the value of an option in use (409 naming how many hold it), changing nothing', async () => {
    const option = await optionRow('projectCategory', 'living-room');
    const held = await projectsIn('living-room');
    const before = await allOptions();
    const response = await write('PUT', `/api/admin/form-options/${option?.id}`, {
      value: 'lounge',
      label: 'Lounge',
    });
    expect(response.status).toBe(409);
    const message = valueInUseMessage('projectCategory', held);
    expect(message).toContain(`used by ${held} projects`);
    const inUse = {
      code: 'option_value_in_use',
      message,
      params: { fieldType: 'projectCategory', count: held, usage: `${held} projects` },
    };
    expect(await response.json()).toEqual({ ...inUse, fieldErrors: { value: inUse } });
    expect(await allOptions()).toEqual(before);
    expect(await projectsIn('living-room')).toBe(held);
  });

  it('refuses a value another option of the list has (409), changing nothing', async () => {
    const option = await newOption('budget', 'over-300k', '$300,000+');
    const before = await allOptions();
    const response = await write('PUT', `/api/admin/form-options/${option.id}`, { value: 'under-10k' });
    expect(response.status).toBe(409);
    expect((await response.json()).fieldErrors).toEqual({
      value: {
        code: 'option_value_taken',
        message: valueTakenMessage('budget', 'under-10k'),
        params: { fieldType: 'budget', list: 'Budget Ranges', value: 'under-10k' },
      },
    });
    expect(await allOptions()).toEqual(before);
  });

  it('refuses to move an option to another list (400 on fieldType), changing nothing', async () => {
    const option = await newOption('budget', 'over-400k', '$400,000+');
    const before = await allOptions();
    const response = await write('PUT', `/api/admin/form-options/${option.id}`, {
      fieldType: 'projectType',
      label: 'Moved',
    });
    expect(response.status).toBe(400);
    const fixed = {
      code: 'option_field_type_fixed',
      message: fieldTypeFixedMessage('budget'),
      params: { fieldType: 'budget', list: 'Budget Ranges' },
    };
    expect(fixed.message).toBe(
      'An option stays in its list (Budget Ranges). To offer it elsewhere, create a new option there.',
    );
    expect(await response.json()).toEqual({ ...fixed, fieldErrors: { fieldType: fixed } });
    expect(await allOptions()).toEqual(before);
  });

  it('writes and records nothing when nothing changes', async () => {
    const option = await newOption('budget', 'over-500k', '$500,000+');
    const audits = (await auditRows('content.update')).length;
    const response = await write('PUT', `/api/admin/form-options/${option.id}`, {
      fieldType: 'budget',
      label: option.label,
    });
    expect(response.status).toBe(200);
    expect(await optionRow('budget', 'over-500k')).toEqual(option);
    expect((await auditRows('content.update')).length).toBe(audits);
  });

  it('answers 404 for an option that does not exist, and for an id that is not one', async () => {
    for (const id of ['999999', 'abc', '0', '1e3']) {
      const response = await write('PUT', `/api/admin/form-options/${id}`, { label: 'X' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: OPTION_NOT_FOUND, message: 'Option not found.' });
    }
  });

  it('is refused to viewers, changing nothing', async () => {
    const option = await newOption('budget', 'over-600k', '$600,000+');
    const before = await allOptions();
    expect((await write('PUT', `/api/admin/form-options/${option.id}`, { label: 'X' }, viewerCookie)).status).toBe(403);
    expect(await allOptions()).toEqual(before);
  });
});

describe('DELETE /api/admin/form-options/{id}', () => {
  it('refuses an option in use (409 naming how many hold it and suggesting to deactivate), deleting nothing', async () => {
    const option = await optionRow('projectCategory', 'kitchen');
    const held = await projectsIn('kitchen');
    expect(held).toBeGreaterThan(1);
    const before = await allOptions();
    const response = await write('DELETE', `/api/admin/form-options/${option?.id}`, undefined);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: 'option_in_use',
      message: `This option is used by ${held} projects. Deactivate it instead, so it leaves the forms but stored items keep it.`,
      params: { fieldType: 'projectCategory', count: held, usage: `${held} projects` },
    });
    expect(await allOptions()).toEqual(before);
  });

  it('names leads and blog posts, and one item in the singular', async () => {
    expect(optionInUseMessage('budget', 1)).toBe(
      'This option is used by 1 lead. Deactivate it instead, so it leaves the forms but stored items keep it.',
    );
    const lead = await optionRow('budget', '25k-50k');
    const response = await write('DELETE', `/api/admin/form-options/${lead?.id}`, undefined);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(optionInUseMessage('budget', 1));
    expect(optionInUseMessage('blogCategory', 4)).toContain('used by 4 blog posts.');
  });

  it('deletes an option nothing uses, records it, and the public list drops it at once', async () => {
    const option = await newOption('budget', 'over-1m', '$1,000,000+');
    expect((await publicList('budget')).options.map((o) => o.value)).toContain('over-1m');
    const response = await write('DELETE', `/api/admin/form-options/${option.id}`, undefined, adminCookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await optionRow('budget', 'over-1m')).toBeUndefined();
    expect((await publicList('budget')).options.map((o) => o.value)).not.toContain('over-1m');
    expect((await auditRows('content.delete')).at(-1)).toMatchObject({
      entityId: String(option.id),
      summary: option.label,
    });
  });

  it('answers 404 for an option that does not exist', async () => {
    const response = await write('DELETE', '/api/admin/form-options/999999', undefined);
    expect(response.status).toBe(404);
  });

  it('is refused to viewers, deleting nothing', async () => {
    const option = await optionRow('budget', 'not-sure');
    const before = await allOptions();
    expect((await write('DELETE', `/api/admin/form-options/${option?.id}`, undefined, viewerCookie)).status).toBe(403);
    expect(await allOptions()).toEqual(before);
  });
});

describe('POST /api/admin/form-options/{fieldType}/reorder', () => {
  const idsOf = async (fieldType: FormOptionFieldType) =>
    (
      await t.deps.db
        .select({ id: formOptions.id })
        .from(formOptions)
        .where(eq(formOptions.fieldType, fieldType))
        .orderBy(asc(formOptions.sortOrder), asc(formOptions.id))
    ).map((row) => row.id);

  it('saves exactly the order given; the public list follows at once', async () => {
    const ids = await idsOf('budget');
    const reversed = [...ids].reverse();
    await publicList('budget');
    const response = await write('POST', '/api/admin/form-options/budget/reorder', { orderedIds: reversed });
    expect(response.status).toBe(200);
    const answered = (await response.json()) as AdminFormOption[];
    expect(answered.map((o) => o.id)).toEqual(reversed);
    expect(answered.map((o) => o.order)).toEqual(reversed.map((_, i) => i));
    expect(await idsOf('budget')).toEqual(reversed);
    // inactive options keep their place too; the public list shows the active ones in that order
    const active = (await publicList('budget')).options.map((o) => o.id);
    expect(active).toEqual(reversed.filter((id) => active.includes(id)));
    expect((await auditRows('content.reorder')).at(-1)).toMatchObject({ entityId: 'budget', summary: 'Budget Ranges' });
  });

  it.each([
    ['a foreign id (another list’s)', async (ids: number[]) => [...ids.slice(1), (await idsOf('projectType'))[0]]],
    ['a missing id', async (ids: number[]) => ids.slice(1)],
    ['a repeated id', async (ids: number[]) => [...ids, ids[0]]],
    ['an id that exists nowhere', async (ids: number[]) => [...ids.slice(1), 999_999]],
  ])('refuses %s (400), changing no order', async (_, orderFrom) => {
    const ids = await idsOf('budget');
    const before = await allOptions();
    const response = await write('POST', '/api/admin/form-options/budget/reorder', {
      orderedIds: await orderFrom(ids),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/order/);
    expect(await allOptions()).toEqual(before);
  });

  it('answers 404 for an unknown list, and 400 for a body without orderedIds', async () => {
    const before = await allOptions();
    expect((await write('POST', '/api/admin/form-options/colours/reorder', { orderedIds: [] })).status).toBe(404);
    expect((await write('POST', '/api/admin/form-options/budget/reorder', { items: [] })).status).toBe(400);
    expect(await allOptions()).toEqual(before);
  });

  it('is refused to viewers, changing no order', async () => {
    const ids = await idsOf('budget');
    const before = await allOptions();
    const response = await write(
      'POST',
      '/api/admin/form-options/budget/reorder',
      { orderedIds: [...ids].reverse() },
      viewerCookie,
    );
    expect(response.status).toBe(403);
    expect(await allOptions()).toEqual(before);
  });
});

// D25 under concurrency: a delete that starts while a content write is naming the option must wait
// for it, then count it. PGlite runs one transaction at a time, so only PostgreSQL can interleave them.
describe.runIf(Boolean(inject('postgresUrl')))('a delete racing a content write (PostgreSQL)', () => {
  it('waits for the write that names the option, then counts its item and refuses', async () => {
    const created = (await (
      await write('POST', '/api/admin/form-options', {
        fieldType: 'projectStyle',
        value: 'wabi-sabi',
        label: 'Wabi-sabi',
      })
    ).json()) as AdminFormOption;
    const waitingLocks = async () => {
      const result = (await t.deps.db.execute(
        sql`select count(*)::int as n from pg_locks where not granted`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      };
      return result.rows[0]?.n ?? 0;
    };
    let deleting: Promise<Response> | undefined;
    await t.deps.db.transaction(async (tx) => {
      await assertActiveOption(tx, 'projectStyle', 'wabi-sabi', { name: 'style', label: 'Style' });
      deleting = write('DELETE', `/api/admin/form-options/${created.id}`, undefined);
      await expect.poll(waitingLocks, { timeout: 5_000 }).toBeGreaterThan(0);
      await tx.insert(projects).values({
        slug: 'raced-project',
        title: 'Raced project',
        description: '',
        location: '',
        category: 'kitchen',
        style: 'wabi-sabi',
      });
    });
    if (!deleting) throw new Error('the delete never started');
    const response = await deleting;
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(optionInUseMessage('projectStyle', 1));
    expect(await optionRow('projectStyle', 'wabi-sabi')).toMatchObject({ id: created.id });
  });
});
