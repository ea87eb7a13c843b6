import { createHash } from 'node:crypto';

/**
 * The frame the template preview shows an e-mail in (SECURITY 9). A `srcdoc` frame on the admin page
 * would take the admin's Content-Security-Policy, whose `img-src 'self'` hides every image a
 * template loads from another site (a logo on the studio's CDN) although mail apps show it. So the
 * admin page frames this document instead, from its own origin, under its own policy:
 * - it is fixed (no data in it): the admin page posts the rendered e-mail to it, and its one script
 *   (allowed by hash, nothing else may run) puts that into an inner frame sandboxed with nothing
 *   allowed: no scripts, no forms, an opaque origin;
 * - the admin page frames it with `sandbox="allow-scripts"` and no `allow-same-origin`, so even
 *   this script has an opaque origin: it cannot read the admin page, its storage or its session;
 * - the inner frame inherits this policy: images from any http(s) site and inline styles, as an
 *   e-mail has; no script, no form, no plugin, nothing framed further.
 */

const SCRIPT = `const frame = document.querySelector('iframe');
addEventListener('message', (event) => {
  const data = event.data;
  if (event.source !== parent || !data || typeof data.emailHtml !== 'string') return;
  frame.title = typeof data.title === 'string' ? data.title : '';
  frame.srcdoc = data.emailHtml;
});
parent.postMessage({ emailPreviewFrame: 'ready' }, '*');`;

const STYLE =
  'html, body { margin: 0; height: 100%; } iframe { display: block; border: 0; width: 100%; height: 100%; }';

export const EMAIL_PREVIEW_FRAME_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Email preview</title><style>${STYLE}</style></head>
<body><iframe sandbox="" title=""></iframe><script>${SCRIPT}</script></body></html>`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export const EMAIL_PREVIEW_FRAME_CSP = [
  "default-src 'none'",
  `script-src ${hash(SCRIPT)}`,
  // An e-mail's styles are inline (style attributes and <style> blocks) by necessity.
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https: http:",
  "font-src 'self' data: https:",
  // The inner frame is about:srcdoc; nothing else may be framed.
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');
