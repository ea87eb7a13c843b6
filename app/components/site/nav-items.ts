export const NAV_ITEMS = [
  { label: 'Home', to: '/' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
] as const;

/** public site §2: active when the address starts with the entry's path; Home only on exactly '/'. */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  return itemPath === '/' ? pathname === '/' : pathname.startsWith(itemPath);
}
