import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './content-security-policy.ts';
import { preloadModulesAfterFirstPaint } from './module-preloads.ts';

// A page's head and scripts as React Router renders them (trimmed).
const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root-x.css"/>',
  '<link rel="preload" href="/assets/fraunces.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  '<link rel="modulepreload" href="/assets/jsx-runtime-b.js"/>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/></head>',
  '<body><a href="/portfolio">Portfolio</a>',
  '<script type="module" async="">import * as route0 from "/assets/root-c.js";\nimport("/assets/entry.client-a.js");</script>',
  '</body></html>',
].join('');

/** Runs the page's last inline script against a stand-in document; returns the links it added. */
function linksAddedBy(html: string) {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const added: Array<{ rel: string; href: string }> = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => added.push({ ...link }) },
  };
  // The frame, then the task after it, run at once here; the script must wait for both.
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  new Function('document', 'requestAnimationFrame', 'setTimeout', scripts.at(-1) ?? '')(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
  );
  const beforeFrame = added.length;
  for (const frame of frames.splice(0)) frame();
  const afterFrame = added.length;
  for (const task of tasks.splice(0)) task();
  return { added, beforeFrame, afterFrame };
}

describe('a public page asks for its modules once its first frame is painted', () => {
  it('has no modulepreload hint left in its head for the preload scanner to find', () => {
    const result = preloadModulesAfterFirstPaint(page);
    const head = result.slice(0, result.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
  });

  it('ends its body with a script that adds the same hints, in the same order, after the first frame', () => {
    const result = preloadModulesAfterFirstPaint(page);
    expect(result).toMatch(/<script>[^<]*<\/script><\/body><\/html>$/);
    const { added, beforeFrame, afterFrame } = linksAddedBy(result);
    // Nothing is asked for before the first frame has been drawn.
    expect([beforeFrame, afterFrame]).toEqual([0, 0]);
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client-a.js' },
      { rel: 'modulepreload', href: '/assets/jsx-runtime-b.js' },
    ]);
  });

  it('keeps the style sheet, the font preload, the icon, the content and the script that hydrates', () => {
    const result = preloadModulesAfterFirstPaint(page);
    for (const kept of [
      '<link rel="stylesheet" href="/assets/root-x.css"/>',
      'as="font"',
      '<link rel="icon"',
      '<a href="/portfolio">Portfolio</a>',
      'import("/assets/entry.client-a.js");',
    ]) {
      expect(result).toContain(kept);
    }
  });

  it('reads hrefs as the browser would: an escaped & is one character', () => {
    const escaped = page.replace('/assets/jsx-runtime-b.js', '/assets/a&amp;b.js');
    expect(linksAddedBy(preloadModulesAfterFirstPaint(escaped)).added[1]?.href).toBe('/assets/a&b.js');
  });

  it('the added script is an inline script like the others, so the page policy lists its hash', () => {
    expect(inlineScriptHashes(preloadModulesAfterFirstPaint(page))).toHaveLength(2);
  });

  it('leaves a page without hints unchanged, and text that merely names one', () => {
    const text = '<body><p>&lt;link rel="modulepreload"&gt; is a hint</p></body>';
    expect(preloadModulesAfterFirstPaint(text)).toBe(text);
  });

  it('a fragment without a body end keeps its hints: nothing could add them back', () => {
    const fragment = '<link rel="modulepreload" href="/assets/a.js"/><p>Hi</p>';
    expect(preloadModulesAfterFirstPaint(fragment)).toBe(fragment);
  });
});
