/** The seven public pages the bench measures (scripts/bench/pages.ts), by a path of the demo content. */
export const PUBLIC_PAGES = [
  '/',
  '/portfolio',
  '/projects/limewash-and-walnut-living-room',
  '/blog',
  '/blog/a-1912-parlor-gets-its-light-back',
  '/about',
  '/contact',
];
