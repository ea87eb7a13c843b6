import { describe, expect, it } from 'vitest';
import { createPageHandler } from './page-handler.ts';

/** A page as React Router renders it: the hints in the head, the inline module script at the end. */
const rendered = [
  '<!DOCTYPE html><html><head>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  '<link rel="modulepreload" href="/assets/root-b.js"/>',
  '</head><body><h1>Larch &amp; Lime</h1>',
  '<script type="module" async="">import * as route0 from "/assets/root-b.js";</script>',
  '</body></html>',
].join('');

const handlerFor = (body: string, type: string) =>
  createPageHandler(async () => new Response(body, { headers: { 'Content-Type': type } }), {
    production: true,
    https: false,
    cache: null,
  });

describe('how a page leaves the server', () => {
  it('a public page asks for its modules from the end of its body, not from its head', async () => {
    const page = await handlerFor(rendered, 'text/html; charset=utf-8')(new Request('http://studio.test/portfolio'));
    const html = await page.text();
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('modulepreload');
    expect(html).toContain('["/assets/entry.client-a.js","/assets/root-b.js"]');
    expect(html).toContain('<h1>Larch &amp; Lime</h1>');
    expect(html).toContain('import * as route0 from "/assets/root-b.js";');
    // The policy allows both inline scripts: the one that adds the hints and the one that hydrates.
    expect(page.headers.get('content-security-policy')?.match(/'sha256-/g)).toHaveLength(2);
  });

  it('the admin keeps them: it is nothing until hydrated', async () => {
    const page = await handlerFor(rendered, 'text/html; charset=utf-8')(new Request('http://studio.test/admin/leads'));
    expect((await page.text()).match(/rel="modulepreload"/g)).toHaveLength(2);
  });

  it('data for client navigation is passed on as rendered', async () => {
    const data = '[{"modulepreload":"not a tag"}]';
    const res = await handlerFor(data, 'text/x-script')(new Request('http://studio.test/portfolio.data'));
    expect(await res.text()).toBe(data);
  });
});
