import { describe, expect, it } from 'vitest';
import { safeAdminPath } from './safe-next.ts';

describe('safeAdminPath', () => {
  it('goes to /admin without a next page', () => {
    expect(safeAdminPath(null)).toBe('/admin');
    expect(safeAdminPath('')).toBe('/admin');
  });

  it('honours an admin page with its query', () => {
    expect(safeAdminPath('/admin')).toBe('/admin');
    expect(safeAdminPath('/admin/users')).toBe('/admin/users');
    expect(safeAdminPath('/admin/blog?status=draft#top')).toBe('/admin/blog?status=draft#top');
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example/admin',
    '/\\/evil.example',
    'javascript:alert(1)',
    '/administrator',
    '/admin-login',
    '/admin/../contact',
    '/',
    'admin/users',
    '/admin/login',
  ])('ignores %s', (next) => {
    expect(safeAdminPath(next)).toBe('/admin');
  });
});
