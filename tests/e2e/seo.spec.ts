import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';

const BROWSER = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' };

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: BROWSER });
  return { status: response.status(), text: await response.text(), headers: response.headers() };
}

function jsonLd(text: string): Array<Record<string, unknown>> {
  return [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
}

test.describe('findable pages', () => {
  test.skip(({ isMobile }) => isMobile, 'server output does not depend on the viewport');

  for (const path of ['/', '/portfolio', '/about', '/blog', '/contact']) {
    test(`${path} has its title, description, canonical URL, social cards and the studio's structured data`, async ({
      request,
    }) => {
      const page = await html(request, path);
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<title>[^<]*Larch &amp; Lime[^<]*<\/title>/);
      expect(page.text).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(page.text).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
      expect(page.text).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(page.text).toMatch(/<meta name="twitter:card" content="summary/);
      const studio = jsonLd(page.text).find((item) => item['@type'] === 'InteriorDesigner');
      expect(studio).toMatchObject({ name: 'Larch & Lime', telephone: expect.stringContaining('555') });
      // D6: one set of hours, the settings' own (Mon–Fri 9–6, Sat 10–4).
      expect(studio?.openingHoursSpecification).toEqual(
        expect.arrayContaining([
          { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '09:00', closes: '18:00' },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '10:00', closes: '16:00' },
        ]),
      );
    });
  }

  test('inner pages carry breadcrumbs', async ({ request }) => {
    const page = await html(request, '/portfolio');
    const crumbs = jsonLd(page.text).find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home' }),
      expect.objectContaining({ position: 2, name: 'Portfolio' }),
    ]);
  });

  test('every page has a Content-Security-Policy without unsafe-inline scripts, and the security headers', async ({
    request,
  }) => {
    const page = await html(request, '/');
    const policy = page.headers['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('the sitemap lists the pages, every published project and post, and no draft', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const projects = (await (await request.get('/api/projects')).json()) as Array<{ slug: string }>;
    const posts = (await (await request.get('/api/blog')).json()) as Array<{ slug: string }>;
    for (const path of ['/', '/portfolio', '/about', '/blog', '/contact', '/book']) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    for (const p of projects) expect(sitemap).toContain(`/projects/${p.slug}</loc>`);
    for (const p of posts) expect(sitemap).toContain(`/blog/${p.slug}</loc>`);
    expect(sitemap.match(/<loc>/g)).toHaveLength(6 + projects.length + posts.length);
  });

  test('robots.txt points at the sitemap and keeps crawlers out of the admin', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });
});
