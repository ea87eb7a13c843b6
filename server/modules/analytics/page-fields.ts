import type { PageTemplate } from '#shared/admin/analytics.ts';
import { PATH_MAX_CHARS, UTM_FIELDS, UTM_MAX_CHARS, type Utm, type UtmField } from '#shared/analytics/beacon.ts';

/**
 * What the server keeps of a beacon's page, referrer and UTM parameters (issue 30,
 * docs/analytics.md): pure functions, so the rules are unit-tested on their own.
 */

/**
 * The page's address without its query string or fragment (which can carry a visitor's e-mail, a
 * token, a search), one slash where the browser sent several, no trailing slash but on the home
 * page, cut to `PATH_MAX_CHARS`.
 */
export function normalisePath(raw: string): string {
  let path = raw.split(/[?#]/, 1)[0] ?? '/';
  path = path.replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return cutCodePoints(path, PATH_MAX_CHARS);
}

/**
 * The kind of page a (normalised) path is: what the vitals are grouped by and the dashboard's
 * project and journal rows come from. The site's routes (docs/architecture.md, "Public pages").
 */
export function templateOfPath(path: string): PageTemplate {
  const parts = path.split('/').filter(Boolean);
  const [first, second, ...rest] = parts;
  if (first === undefined) return 'home';
  if (first === 'portfolio' && second === undefined) return 'portfolio';
  if (first === 'projects' && second !== undefined && rest.length === 0) return 'project';
  if (first === 'blog') {
    if (second === undefined) return 'journal';
    if (rest.length === 0) return 'post';
    return 'other';
  }
  if (first === 'about' && second === undefined) return 'about';
  if (first === 'contact' && second === undefined) return 'contact';
  if (first === 'book') return 'book';
  return 'other';
}

/** A host as we compare and show it: lower case, no `www.` (www.google.com and google.com are one source). */
function plainHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

/**
 * Where the visitor came from: only the host of an external http(s) referrer (the page on another
 * site is theirs, not ours to keep). Our own site, anything that is not a web address, or nothing,
 * is null ("Direct": an internal referrer is a navigation, not a source).
 */
export function referrerHost(referrer: string | undefined, publicUrl: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = plainHost(url.hostname);
  if (!host) return null;
  if (host === plainHost(new URL(publicUrl).hostname)) return null;
  return host.slice(0, 253);
}

/**
 * One UTM value as stored: trimmed, without control characters or half a surrogate pair, cut to
 * `UTM_MAX_CHARS` characters (clipped, not refused: a long campaign name is the studio's, not an
 * attack); empty is null.
 */
export function clipUtmValue(value: string | undefined): string | null {
  if (value === undefined) return null;
  // Control characters and lone surrogates (which PostgreSQL would not store as sent) go.
  const cleaned = Array.from(value)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 32 && code !== 127 && !(code >= 0xd800 && code <= 0xdfff);
    })
    .join('')
    .trim();
  if (!cleaned) return null;
  return cutCodePoints(cleaned, UTM_MAX_CHARS).trim();
}

export type StoredUtm = Record<UtmField, string | null>;

export function clipUtm(utm: Utm | undefined): StoredUtm {
  const stored = {} as StoredUtm;
  for (const field of UTM_FIELDS) stored[field] = clipUtmValue(utm?.[field]);
  return stored;
}

/** At most `max` characters, never cutting a character in two. */
function cutCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}
