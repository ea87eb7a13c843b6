import { createHash } from 'node:crypto';

/**
 * SECURITY 16: no inline script runs unless its hash is listed. React Router's inline scripts
 * (hydration context, route module loader) differ per page, so the policy is computed from the
 * rendered HTML itself; that also lets the page cache store HTML and policy together (a nonce
 * would be reused by every cached copy).
 */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    // JSON-LD and other data blocks are never executed, so CSP does not apply to them.
    if (DATA_BLOCK_TYPE.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(html: string, options: { https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    // React sets style attributes (placeholder colours); attributes cannot be hashed without 'unsafe-hashes'.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
