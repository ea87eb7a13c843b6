import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '#shared/content.ts';
import type { FormOption } from '#shared/form-options.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { formOptions, testimonials } from '../../platform/db/schema/index.ts';

const t = prepareTestApp();

describe('GET /api/testimonials', () => {
  it('lists every testimonial with rating, quote, name and project, in the studio order', async () => {
    const res = await t.request('/api/testimonials');
    expect(res.status).toBe(200);
    const list = (await res.json()) as Testimonial[];
    const rows = await t.handle.db.select().from(testimonials).orderBy(testimonials.sortOrder);
    expect(list.map((x) => x.id)).toEqual(rows.map((r) => r.id));
    for (const item of list) {
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
      expect(item.name).not.toBe('');
      expect(item.content).not.toBe('');
    }
  });
});

describe('GET /api/form-options/{fieldType}', () => {
  for (const fieldType of ['projectType', 'budget'] as const) {
    it(`lists the active ${fieldType} options in their order`, async () => {
      const res = await t.request(`/api/form-options/${fieldType}`);
      expect(res.status).toBe(200);
      const options = (await res.json()) as FormOption[];
      const rows = await t.handle.db
        .select()
        .from(formOptions)
        .where(and(eq(formOptions.fieldType, fieldType), eq(formOptions.active, true)))
        .orderBy(formOptions.sortOrder);
      expect(options.length).toBeGreaterThan(0);
      expect(options).toEqual(rows.map((r) => ({ id: r.id, value: r.value, label: r.label })));
    });
  }

  it('hides a deactivated option', async () => {
    const [option] = await t.handle.db.select().from(formOptions).where(eq(formOptions.fieldType, 'budget')).limit(1);
    if (!option) throw new Error('no budget option');
    await t.handle.db.update(formOptions).set({ active: false }).where(eq(formOptions.id, option.id));
    const options = (await (await t.request('/api/form-options/budget')).json()) as FormOption[];
    expect(options.map((o) => o.id)).not.toContain(option.id);
  });

  it('answers a JSON 404 for an unknown list', async () => {
    const res = await t.request('/api/form-options/favouriteColour');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'unknown_option_list',
      message: 'Unknown option list: favouriteColour',
      params: { fieldType: 'favouriteColour' },
    });
  });
});
