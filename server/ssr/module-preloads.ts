/**
 * React Router's `<Scripts>` asks for every module a page will hydrate with as
 * `<link rel="modulepreload">` in the head: about 20 scripts on a public page, all at high
 * priority and all found by the browser's preload scanner with the first bytes of HTML. On a
 * phone's link they share the bandwidth with what the first paint needs (style sheet, heading
 * font, hero picture), and first paint came 1–1.5 s later than it could (issue 12; ADR 015).
 *
 * Without the hints the same modules are fetched by the page's inline module script, which the
 * parser reaches only once the style sheet is in (a classic inline script before it waits for
 * style sheets), then by their own imports. The page paints first and hydrates a little later.
 * The admin keeps the hints: its users are signed-in staff, on a screen that is nothing until
 * hydrated.
 *
 * React renders each hint as one `<link rel="modulepreload" …/>` element with `rel` first, and
 * React hoists these links, so the hydrating client adds them back to the head where they do no
 * harm (the modules are already loaded by then).
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}
