import type { QueryKey } from '@tanstack/react-query';

/**
 * The admin's cache keys for content, in one place: a write in one tab (the header's 'Add Content',
 * a lookbook checkbox) refreshes every list that shows the item.
 */
export const contentKeys = {
  projects: ['admin', 'content', 'projects'],
  blog: ['admin', 'content', 'blog'],
  testimonials: ['admin', 'content', 'testimonials'],
  formOptions: ['admin', 'content', 'form-options'],
  settings: ['admin', 'content', 'settings'],
} as const satisfies Record<string, QueryKey>;

/** Everything under content, plus the overview's cards and lists that count it. */
export const anyContentKey = ['admin', 'content'] as const;
