import { describe, expect, it } from 'vitest';
import { statItems } from './stat-items.ts';

const stats = { projects: 14, clients: 7, rating: 4.714, yearsExperience: 15 };

describe('the statistics band (public site §2, D6)', () => {
  it('shows projects, clients, years of experience and the average rating, in that order', () => {
    expect(statItems(stats).map((i) => [i.label, i.value])).toEqual([
      ['Projects Completed', '14'],
      ['Happy Clients', '7'],
      ['Years of Experience', '15'],
      ['Average Rating', '4.7'],
    ]);
  });

  it('writes the rating with one decimal, also when it is whole', () => {
    expect(statItems({ ...stats, rating: 5 }, ['rating'])[0]?.value).toBe('5.0');
  });

  it('leaves the rating out while there are no testimonials to average', () => {
    expect(statItems({ ...stats, rating: null }).map((i) => i.key)).toEqual(['projects', 'clients', 'years']);
  });

  it('shows only the figures asked for, in the order asked', () => {
    expect(statItems(stats, ['years', 'projects', 'clients']).map((i) => i.key)).toEqual([
      'years',
      'projects',
      'clients',
    ]);
  });

  it('groups thousands', () => {
    expect(statItems({ ...stats, projects: 1250 }, ['projects'])[0]?.value).toBe('1,250');
  });
});
