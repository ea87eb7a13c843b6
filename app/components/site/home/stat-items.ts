/** The figures of the statistics band, worked out apart from how they are drawn. */

import type { StudioStats } from '#shared/content.ts';
import { groupThousands } from '../../../lib/display-format.ts';

export type { StudioStats };

export type StatKey = 'projects' | 'clients' | 'years' | 'rating';

const ALL: StatKey[] = ['projects', 'clients', 'years', 'rating'];

/** The figures to show, in order; the rating is left out while there is none to average. */
export function statItems(
  stats: StudioStats,
  only: readonly StatKey[] = ALL,
): { key: StatKey; value: string; label: string }[] {
  const items = {
    projects: { value: groupThousands(stats.projects), label: 'Projects Completed' },
    clients: { value: groupThousands(stats.clients), label: 'Happy Clients' },
    years: { value: groupThousands(stats.yearsExperience), label: 'Years of Experience' },
    rating: stats.rating === null ? null : { value: stats.rating.toFixed(1), label: 'Average Rating' },
  };
  return only.flatMap((key) => {
    const item = items[key];
    return item ? [{ key, ...item }] : [];
  });
}
