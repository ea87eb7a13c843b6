import { describe, expect, it } from 'vitest';
import type { Testimonial } from '#shared/content.ts';
import {
  createTestimonialBody,
  testimonialFormDefaults,
  testimonialProblems,
  updateTestimonialBody,
} from './testimonial-payload.ts';

const stored: Testimonial = {
  id: 3,
  name: 'Rachel M.',
  content: 'They listened.',
  rating: 4,
  project: 'Limewash & Walnut Living Room',
  projectId: 12,
  projectSlug: 'limewash-and-walnut-living-room',
  featured: true,
  version: 4,
};

describe('the testimonial dialog’s values', () => {
  it('a new testimonial starts at 5 stars with no project (admin area §5)', () => {
    expect(testimonialFormDefaults(null)).toEqual({
      name: '',
      content: '',
      rating: 5,
      projectId: null,
      projectText: '',
      featured: false,
    });
  });

  it('an existing one shows what is stored', () => {
    expect(testimonialFormDefaults(stored)).toEqual({
      name: 'Rachel M.',
      content: 'They listened.',
      rating: 4,
      projectId: 12,
      projectText: 'Limewash & Walnut Living Room',
      featured: true,
    });
  });
});

describe('what is sent', () => {
  it('an empty project text is sent as none', () => {
    const values = { ...testimonialFormDefaults(null), name: 'Ana', content: 'Lovely.', projectText: '  ' };
    expect(createTestimonialBody(values)).toEqual({
      ok: true,
      body: { name: 'Ana', content: 'Lovely.', rating: 5, project: null, projectId: null, featured: false },
    });
  });

  it('the edit keeps the linked project and its text', () => {
    const result = updateTestimonialBody({ ...testimonialFormDefaults(stored), rating: 2 }, stored.version);
    expect(result.ok && result.body).toMatchObject({ rating: 2, projectId: 12, project: stored.project });
  });

  it('the edit carries the version it started from, so a stale save is a conflict (issue 29)', () => {
    const result = updateTestimonialBody(testimonialFormDefaults(stored), 4);
    expect(result.ok && result.body.version).toBe(4);
  });

  it('admin area §5’s rules: a name and content are required', () => {
    expect(createTestimonialBody({ ...testimonialFormDefaults(null), name: ' ', content: '\n' })).toEqual({
      ok: false,
      problems: { name: 'Name is required', content: 'Content is required' },
    });
  });

  it('the server’s field errors land on the fields that show them', () => {
    expect(
      testimonialProblems([
        ['projectId', 'That project does not exist.'],
        ['rating', 'x'],
      ]),
    ).toEqual({
      projectText: 'That project does not exist.',
      rating: 'x',
    });
  });
});
