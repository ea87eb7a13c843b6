const BASE = 'http://admin.invalid';

/**
 * Where to go after signing in: the admin page the visitor was sent from (`?next=`), or /admin.
 * Only a same-site path under /admin is honoured, so a crafted link cannot send a freshly signed-in
 * user to another site (an open redirect) or anywhere else on this one.
 */
export function safeAdminPath(next: string | null | undefined): string {
  if (!next?.startsWith('/')) return '/admin';
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return '/admin';
  }
  if (url.origin !== BASE) return '/admin';
  const underAdmin = url.pathname === '/admin' || url.pathname.startsWith('/admin/');
  if (!underAdmin || url.pathname === '/admin/login') return '/admin';
  return `${url.pathname}${url.search}${url.hash}`;
}
