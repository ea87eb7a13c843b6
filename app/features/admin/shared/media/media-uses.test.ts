import { describe, expect, it } from 'vitest';
import { mediaUseHref } from './media-uses.ts';

describe('where a use of an image leads', () => {
  it('opens a post on its editor page, and a project in its tab searched for its name', () => {
    expect(mediaUseHref({ kind: 'postContent', id: 12, name: 'Warm oak' })).toBe('/admin/blog/12');
    expect(mediaUseHref({ kind: 'postFeatured', id: 3, name: 'Linen' })).toBe('/admin/blog/3');
    expect(mediaUseHref({ kind: 'project', id: 5, name: 'Quince Loft' })).toBe('/admin/projects?q=Quince+Loft');
  });
});
