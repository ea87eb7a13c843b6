const IMAGE_TAG = /<(?:img|source|link)\b[^>]*>/gi;
const URL_ATTRIBUTE = /\s(src|srcset|imagesrcset|href)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

function decodeEntities(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&#x2F;', '/').replaceAll('&#47;', '/');
}

/** The URLs of one `srcset`: each candidate is "url [descriptor]", separated by commas. */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/**
 * Every image URL a page references in its HTML: `<img src/srcset>`, `<source srcset>` (all
 * formats and widths, since each browser picks differently) and `<link rel=preload as=image>`,
 * resolved against the page and kept to its origin.
 */
export function imageUrlsInHtml(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const found = new Set<string>();
  for (const [tag] of html.matchAll(IMAGE_TAG)) {
    const isLink = /^<link/i.test(tag);
    if (isLink && !/\bas\s*=\s*["']?image/i.test(tag)) continue;
    for (const match of tag.matchAll(URL_ATTRIBUTE)) {
      const name = (match[1] ?? '').toLowerCase();
      if (name === 'href' && !isLink) continue;
      const value = decodeEntities(match[2] ?? match[3] ?? '');
      const urls = name.endsWith('srcset') ? srcsetUrls(value) : [value];
      for (const url of urls) {
        if (url.startsWith('data:')) continue;
        const resolved = new URL(url, pageUrl);
        if (resolved.origin === origin) found.add(resolved.toString());
      }
    }
  }
  return [...found];
}
