import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX } from '#shared/admin/content.ts';
import { ValidationError } from '../../platform/errors.ts';
import {
  excerptFromContent,
  goesPublic,
  type Publication,
  resolvePublication,
  SCHEDULE_NEEDS_FUTURE_DATE,
} from './blog-post-rules.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(NOW.getTime() + offsetHours * HOUR);
const iso = (offsetHours: number) => at(offsetHours).toISOString();

function refused(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('resolvePublication: a new post (D24, admin area §5)', () => {
  it('is published now by default, as the spec creates posts', () => {
    expect(resolvePublication({}, null, NOW)).toEqual({ status: 'published', publishedAt: NOW });
    expect(resolvePublication({ published: true }, null, NOW)).toEqual({ status: 'published', publishedAt: NOW });
  });

  it('keeps a past date it is given (a post written earlier)', () => {
    expect(resolvePublication({ publishedAt: iso(-48) }, null, NOW)).toEqual({
      status: 'published',
      publishedAt: at(-48),
    });
  });

  it('is scheduled when its date is ahead, with or without a status', () => {
    const scheduled = { status: 'scheduled', publishedAt: at(2) };
    expect(resolvePublication({ publishedAt: iso(2) }, null, NOW)).toEqual(scheduled);
    expect(resolvePublication({ status: 'published', publishedAt: iso(2) }, null, NOW)).toEqual(scheduled);
    expect(resolvePublication({ status: 'scheduled', publishedAt: iso(2) }, null, NOW)).toEqual(scheduled);
  });

  it('is a draft when asked, by status or by the spec’s flag, and keeps the date as given', () => {
    expect(resolvePublication({ published: false }, null, NOW)).toEqual({ status: 'draft', publishedAt: null });
    expect(resolvePublication({ status: 'draft', publishedAt: iso(5) }, null, NOW)).toEqual({
      status: 'draft',
      publishedAt: at(5),
    });
  });

  it('lets the status win over the flag when both are sent', () => {
    expect(resolvePublication({ status: 'draft', published: true }, null, NOW).status).toBe('draft');
  });

  it('refuses to schedule without a date ahead, naming the field', () => {
    for (const publishedAt of [undefined, null, iso(-1), NOW.toISOString()]) {
      const error = refused(() => resolvePublication({ status: 'scheduled', publishedAt }, null, NOW));
      expect(error.fieldErrors).toEqual({
        publishedAt: {
          code: SCHEDULE_NEEDS_FUTURE_DATE,
          message: 'Choose a publish date in the future to schedule this post.',
        },
      });
    }
  });
});

describe('resolvePublication: an edit', () => {
  const published: Publication = { status: 'published', publishedAt: at(-24) };
  const scheduled: Publication = { status: 'scheduled', publishedAt: at(24) };
  const draft: Publication = { status: 'draft', publishedAt: null };

  it('keeps status and date when neither is sent (the star, a typo fix)', () => {
    for (const current of [published, scheduled, draft]) expect(resolvePublication({}, current, NOW)).toBe(current);
    // Even a scheduled post whose minute has come but which the job has not reached yet.
    const due: Publication = { status: 'scheduled', publishedAt: at(-0.01) };
    expect(resolvePublication({}, due, NOW)).toBe(due);
  });

  it('publishes a draft now, or at the date it already had', () => {
    expect(resolvePublication({ status: 'published' }, draft, NOW)).toEqual({ status: 'published', publishedAt: NOW });
    expect(resolvePublication({ published: true }, { status: 'draft', publishedAt: at(-5) }, NOW)).toEqual({
      status: 'published',
      publishedAt: at(-5),
    });
  });

  it('turns a published post dated ahead into a scheduled one (it leaves the site until then)', () => {
    expect(resolvePublication({ publishedAt: iso(3) }, published, NOW)).toEqual({
      status: 'scheduled',
      publishedAt: at(3),
    });
  });

  it('publishes a scheduled post now when an editor publishes it without naming a date', () => {
    expect(resolvePublication({ status: 'published' }, scheduled, NOW)).toEqual({
      status: 'published',
      publishedAt: NOW,
    });
    expect(resolvePublication({ published: true }, scheduled, NOW)).toEqual({ status: 'published', publishedAt: NOW });
    // …but a date ahead sent with it still means "then".
    expect(resolvePublication({ status: 'published', publishedAt: iso(5) }, scheduled, NOW)).toEqual({
      status: 'scheduled',
      publishedAt: at(5),
    });
  });

  it('cancels a schedule by making it a draft, keeping the date for next time', () => {
    expect(resolvePublication({ status: 'draft' }, scheduled, NOW)).toEqual({ status: 'draft', publishedAt: at(24) });
    expect(resolvePublication({ published: false }, scheduled, NOW)).toEqual({
      status: 'draft',
      publishedAt: at(24),
    });
  });

  it('moves a schedule to another time ahead, and refuses one that has passed', () => {
    expect(resolvePublication({ publishedAt: iso(48) }, scheduled, NOW)).toEqual({
      status: 'scheduled',
      publishedAt: at(48),
    });
    expect(refused(() => resolvePublication({ publishedAt: iso(-1) }, scheduled, NOW)).fieldErrors).toHaveProperty(
      'publishedAt',
    );
    expect(refused(() => resolvePublication({ status: 'scheduled' }, draft, NOW)).fieldErrors).toHaveProperty(
      'publishedAt',
    );
  });

  it('never leaves a post published with a date ahead of now (public reads trust the status)', () => {
    const anyPublication = fc.record({
      status: fc.constantFrom('draft', 'scheduled', 'published') as fc.Arbitrary<Publication['status']>,
      publishedAt: fc.option(fc.integer({ min: -100, max: 100 }).map(at), { nil: null }),
    });
    const anyRequest = fc.record(
      {
        status: fc.constantFrom('draft', 'scheduled', 'published') as fc.Arbitrary<Publication['status']>,
        published: fc.boolean(),
        publishedAt: fc.option(
          fc.integer({ min: -100, max: 100 }).map((h) => iso(h)),
          { nil: null },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.option(anyPublication, { nil: null }), anyRequest, (current, request) => {
        let result: Publication;
        try {
          result = resolvePublication(request, current, NOW);
        } catch (error) {
          expect(error).toBeInstanceOf(ValidationError);
          return;
        }
        if (result.status === 'published' && result !== current) {
          expect(result.publishedAt?.getTime()).toBeLessThanOrEqual(NOW.getTime());
        }
        if (result.status === 'scheduled' && result !== current) {
          expect(result.publishedAt?.getTime()).toBeGreaterThan(NOW.getTime());
        }
      }),
    );
  });
});

describe('goesPublic', () => {
  it('is true only when a post becomes published', () => {
    const published: Publication = { status: 'published', publishedAt: NOW };
    expect(goesPublic(null, published)).toBe(true);
    expect(goesPublic({ status: 'draft', publishedAt: null }, published)).toBe(true);
    expect(goesPublic({ status: 'scheduled', publishedAt: at(1) }, published)).toBe(true);
    expect(goesPublic(published, published)).toBe(false);
    expect(goesPublic(null, { status: 'draft', publishedAt: null })).toBe(false);
  });
});

describe('excerptFromContent (admin area §5, §9)', () => {
  it('keeps a short content whole, on one line', () => {
    expect(excerptFromContent('A first paragraph.\n\nA second one,\nwrapped.')).toBe(
      'A first paragraph. A second one, wrapped.',
    );
  });

  it('drops sub-heading markers (D4)', () => {
    expect(excerptFromContent('**Start with the rug**\n\nThen the sofa.')).toBe('Start with the rug Then the sofa.');
  });

  it('drops every mark of the format and leaves images out (docs/content-format.md)', () => {
    expect(
      excerptFromContent(
        '## Start\n\n![Rug](/media/0123456789abcdef0123/640.jpg)\n\n> With *the* [rug](https://x.example).\n\n- Then\n- the sofa',
      ),
    ).toBe('Start With the rug. Then the sofa');
  });

  it('cuts between words at 160 characters at most, with an ellipsis', () => {
    const content = 'Layered light makes a room. '.repeat(12).trim();
    const excerpt = excerptFromContent(content);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(excerpt.endsWith('…')).toBe(true);
    const kept = excerpt.slice(0, -1);
    expect(content.startsWith(kept)).toBe(true);
    // The cut falls between words: what follows in the content is a space or the word's full stop.
    expect([' ', '.']).toContain(content[kept.length]);
  });

  it('cuts inside a single endless word rather than return nothing', () => {
    const excerpt = excerptFromContent('x'.repeat(500));
    expect(excerpt).toBe(`${'x'.repeat(EXCERPT_MAX - 1)}…`);
  });

  it('is always one line of at most 160 characters, never ending in half an emoji', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (content) => {
        const excerpt = excerptFromContent(content);
        expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX);
        expect(excerpt).not.toMatch(/[\r\n]/);
        expect(excerpt).not.toMatch(/[\uD800-\uDBFF]$/);
      }),
    );
  });
});
