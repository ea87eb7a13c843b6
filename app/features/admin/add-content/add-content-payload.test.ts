import { describe, expect, it } from 'vitest';
import { addContentRequest, EMPTY_VALUES, NAME_REQUIRED, TITLE_REQUIRED } from './add-content-payload.ts';

const clock = { timeZone: 'Europe/Paris', now: new Date('2026-05-01T10:00:00.000Z') };

describe('Add Content (admin area §5 with D1–D3, D24)', () => {
  it('a project or a post needs a title, a testimonial a name: the spec’s messages', () => {
    expect(addContentRequest({ ...EMPTY_VALUES, type: 'project', title: '  ' }, clock)).toEqual({
      ok: false,
      required: TITLE_REQUIRED,
      problems: { title: TITLE_REQUIRED },
    });
    expect(addContentRequest({ ...EMPTY_VALUES, type: 'blogPost' }, clock)).toMatchObject({ required: TITLE_REQUIRED });
    expect(addContentRequest({ ...EMPTY_VALUES, type: 'testimonial', title: 'ignored' }, clock)).toEqual({
      ok: false,
      required: NAME_REQUIRED,
      problems: { name: NAME_REQUIRED },
    });
  });

  it('a project: tags split on commas, the chosen category and style, no slug (the server slugifies)', () => {
    const result = addContentRequest(
      {
        ...EMPTY_VALUES,
        type: 'project',
        title: 'Café Søren’s Loft',
        category: 'living-room',
        style: 'modern',
        tags: ' oak, linen ,,oak',
      },
      clock,
    );
    expect(result).toEqual({
      ok: true,
      request: {
        type: 'project',
        path: '/api/projects',
        body: {
          title: 'Café Søren’s Loft',
          location: '',
          description: '',
          category: 'living-room',
          style: 'modern',
          tags: ['oak', 'linen'],
          featured: false,
        },
      },
    });
  });

  it('a post is published, its content falling back to the excerpt', () => {
    const result = addContentRequest(
      { ...EMPTY_VALUES, type: 'blogPost', title: 'Quiet rooms', excerpt: 'Less, but better.', blogCategory: 'trends' },
      clock,
    );
    expect(result).toEqual({
      ok: true,
      request: {
        type: 'blogPost',
        path: '/api/blog',
        body: {
          title: 'Quiet rooms',
          excerpt: 'Less, but better.',
          content: 'Less, but better.',
          category: 'trends',
          tags: [],
          featured: false,
          status: 'published',
        },
      },
    });
  });

  it('a post with a time ahead is scheduled at that time on the studio’s clock; a time gone by is refused', () => {
    const ahead = addContentRequest(
      { ...EMPTY_VALUES, type: 'blogPost', title: 'Soon', content: 'Body.', publishAt: '2026-05-02T09:00' },
      clock,
    );
    expect(ahead.ok && ahead.request.body).toMatchObject({
      status: 'scheduled',
      publishedAt: '2026-05-02T07:00:00.000Z',
    });
    const past = addContentRequest(
      { ...EMPTY_VALUES, type: 'blogPost', title: 'Late', content: 'Body.', publishAt: '2026-05-01T11:59' },
      clock,
    );
    expect(past).toEqual({ ok: false, problems: { publishAt: 'Choose a time in the future.' } });
  });

  it('a post with neither content nor excerpt is refused beside the content', () => {
    expect(addContentRequest({ ...EMPTY_VALUES, type: 'blogPost', title: 'Empty' }, clock)).toEqual({
      ok: false,
      problems: { content: 'Content is required' },
    });
  });

  it('a testimonial: rating 5 unless changed, the project text, its content required', () => {
    const result = addContentRequest(
      { ...EMPTY_VALUES, type: 'testimonial', name: 'Ana', testimonial: 'Calm and kind.', projectText: 'Loft' },
      clock,
    );
    expect(result).toEqual({
      ok: true,
      request: {
        type: 'testimonial',
        path: '/api/testimonials',
        body: { name: 'Ana', content: 'Calm and kind.', rating: 5, project: 'Loft', projectId: null },
      },
    });
    expect(addContentRequest({ ...EMPTY_VALUES, type: 'testimonial', name: 'Ana' }, clock)).toEqual({
      ok: false,
      problems: { testimonial: 'Content is required' },
    });
  });
});
