import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the Content-Security-Policy of a page', () => {
  const html = [
    '<script>window.__ctx = {"a":1}</script>',
    '<script type="module" async>import "/assets/x.js";</script>',
    '<script src="/assets/entry.js"></script>',
    '<script type="application/ld+json">{"@type":"InteriorDesigner"}</script>',
  ].join('');

  it('lists a hash for every inline executable script, and none for external files or data blocks', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('window.__ctx = {"a":1}'), sha('import "/assets/x.js";')]);
  });

  it('forbids plugins, base-URI changes and framing, and upgrades requests behind HTTPS', () => {
    const policy = contentSecurityPolicy(html, { https: true });
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('upgrade-insecure-requests');
    expect(policy).not.toContain("'unsafe-inline' 'sha");
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(contentSecurityPolicy(html, { https: false })).not.toContain('upgrade-insecure-requests');
  });

  it('an injected script changes the page, so its hash is not in a policy made for another page', () => {
    const injected = '<script>alert(document.cookie)</script>';
    expect(contentSecurityPolicy(html, { https: false })).not.toContain(inlineScriptHashes(injected)[0]);
  });
});
