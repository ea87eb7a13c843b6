import { createHash } from 'node:crypto';
import { escapeHtml } from '#shared/escape-html.ts';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from './openapi-document.ts';

/**
 * /api/docs: the API document as one server-rendered page for staff (ADR 013). No script and no
 * external file: the one stylesheet is inline and allowed by its hash, so the page's own CSP can
 * be `default-src 'none'`.
 */

const STYLES = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1c1b1a; background: #fbfaf8; }
header, main, nav { max-width: 70rem; margin: 0 auto; padding: 1rem 1.5rem; }
nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; padding: 0; list-style: none; }
a { color: #5a3e1b; }
section { border-top: 2px solid #d9d2c7; margin-top: 2rem; }
article { background: #fff; border: 1px solid #e4ded5; border-radius: 6px; padding: .5rem 1rem 1rem; margin: 1rem 0; }
h3 { font-size: 1.05rem; display: flex; gap: .75rem; align-items: baseline; flex-wrap: wrap; }
.method { font: 700 .8rem/1.6 ui-monospace, monospace; padding: 0 .5rem; border-radius: 4px; background: #ece6dc; }
code, pre { font-family: ui-monospace, SFMono-Regular, monospace; font-size: .85rem; }
pre { background: #f4f1ec; padding: .75rem; overflow-x: auto; white-space: pre-wrap; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0; }
th, td { text-align: left; border-bottom: 1px solid #e4ded5; padding: .25rem .5rem; vertical-align: top; }
caption { text-align: left; font-weight: 600; }
@media (prefers-color-scheme: dark) {
  body { background: #191817; color: #ece8e1; }
  article { background: #22211f; border-color: #3a3734; }
  pre, .method { background: #2d2b28; }
  a { color: #e2c08d; }
}
`;

/** The page's Content-Security-Policy: nothing may load or run but the stylesheet above. */
export const API_REFERENCE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLES, 'utf8').digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SCHEMA_DEPTH = 3;

/** A JSON Schema written the way a reader scans it: `{ id: integer, tags: string[] }`. */
export function schemaSummary(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1) ?? 'object';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(union)) return union.map((s) => schemaSummary(s, depth)).join(' | ');
  if (schema.type === 'array') return `${wrap(schemaSummary(schema.items as JsonSchema | undefined, depth))}[]`;
  if (schema.type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const names = Object.keys(properties);
    if (names.length === 0) {
      const values = schema.additionalProperties;
      return values && typeof values === 'object' ? `{ [key]: ${schemaSummary(values as JsonSchema, depth)} }` : '{}';
    }
    if (depth >= SCHEMA_DEPTH) return '{ … }';
    const required = new Set((schema.required ?? []) as string[]);
    const indent = '  '.repeat(depth + 1);
    const lines = names.map(
      (name) => `${indent}${name}${required.has(name) ? '' : '?'}: ${schemaSummary(properties[name], depth + 1)}`,
    );
    return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
  }
  if (typeof schema.type === 'string') return schema.type === 'integer' ? 'integer' : schema.type;
  return 'any';
}

const wrap = (summary: string) => (summary.includes(' | ') ? `(${summary})` : summary);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function permissionText(operation: OpenApiOperation): string {
  if (operation['x-permission'] === 'public') {
    return operation['x-staff-view'] ? `public (signed-in staff with ${operation['x-staff-view']} see more)` : 'public';
  }
  return `${operation['x-permission']} (signed in)`;
}

function operationHtml(method: string, path: string, operation: OpenApiOperation): string {
  const id = `op-${operation.operationId}`;
  const facts = [`<dt>Permission</dt><dd><code>${escapeHtml(permissionText(operation))}</code></dd>`];
  const rate = operation['x-rate-limit'];
  if (rate)
    facts.push(`<dt>Rate limit</dt><dd>${rate.limit} per ${rate.windowSeconds / 60} minutes per ${rate.per}</dd>`);
  const bodyLimit = operation['x-body-limit'];
  if (bodyLimit)
    facts.push(
      `<dt>Body</dt><dd>${escapeHtml(bodyLimit.kind)}, at most ${bodyLimit.maxBytes.toLocaleString('en-US')} bytes</dd>`,
    );
  const parts = [
    `<article aria-labelledby="${id}">`,
    `<h3 id="${id}"><span class="method">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(operation.summary)}</p>`,
    `<dl>${facts.join('')}</dl>`,
  ];
  if (operation.parameters?.length) {
    const rows = operation.parameters.map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(schemaSummary(p.schema))}</code></td></tr>`,
    );
    parts.push(
      `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    );
  }
  if (operation.requestBody) {
    for (const [type, { schema }] of Object.entries(operation.requestBody.content)) {
      const optional = operation.requestBody.required ? '' : ' (optional)';
      parts.push(
        `<h4>Request body${optional}: <code>${escapeHtml(type)}</code></h4><pre>${escapeHtml(schemaSummary(schema))}</pre>`,
      );
    }
  }
  const rows = Object.entries(operation.responses).map(([status, response]) => {
    const content = Object.entries(response.content ?? {})
      .map(([type, { schema }]) => `<code>${escapeHtml(type)}</code><pre>${escapeHtml(schemaSummary(schema))}</pre>`)
      .join('');
    return `<tr><td>${status}</td><td>${escapeHtml(response.description)}</td><td>${content}</td></tr>`;
  });
  parts.push(
    `<table><caption>Responses</caption><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Body</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    '</article>',
  );
  return parts.join('\n');
}

export function renderApiReference(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const nav = tags.map((tag) => `<li><a href="#area-${slug(tag)}">${escapeHtml(tag)}</a></li>`).join('');
  const sections = tags.map(
    (tag) =>
      `<section aria-labelledby="area-${slug(tag)}"><h2 id="area-${slug(tag)}">${escapeHtml(tag)}</h2>\n${(byTag.get(tag) ?? []).join('\n')}</section>`,
  );
  const error = schemaSummary(document.components.schemas.ApiError);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} reference</title>
<style>${STYLES}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${codeSpans(escapeHtml(document.info.description))}</p>
<p>Every error answer is <code>ApiError</code>: <code>${escapeHtml(error.replace(/\s+/g, ' '))}</code>. The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${document.openapi}).</p>
</header>
<nav aria-label="API areas"><ul>${nav}</ul></nav>
<main>
${sections.join('\n')}
</main>
</body>
</html>
`;
}

/** OpenAPI descriptions are CommonMark; the one construct ours use is `code`, shown as such. */
function codeSpans(escaped: string): string {
  return escaped.replace(/`([^`]+)`/g, '<code>$1</code>');
}
