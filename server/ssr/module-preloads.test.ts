import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './module-preloads.ts';

describe('a public page without module preload hints', () => {
  // The head and scripts as React Router renders them (trimmed).
  const page = [
    '<head><link rel="stylesheet" href="/assets/root-x.css"/>',
    '<link rel="preload" href="/assets/fraunces.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
    '<link rel="modulepreload" href="/assets/jsx-runtime-b.js"/>',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/></head>',
    '<body><a href="/portfolio">Portfolio</a>',
    '<script type="module" async="">import * as route0 from "/assets/root-c.js";\nimport("/assets/entry.client-a.js");</script>',
    '</body>',
  ].join('');

  it('drops every modulepreload link', () => {
    expect(withoutModulePreloads(page)).not.toContain('modulepreload');
  });

  it('keeps the style sheet, the font preload, the icon, the content and the script that hydrates', () => {
    const result = withoutModulePreloads(page);
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

  it('leaves a page without hints unchanged, and text that merely names one', () => {
    const text = '<p>&lt;link rel="modulepreload"&gt; is a hint</p>';
    expect(withoutModulePreloads(text)).toBe(text);
  });
});
