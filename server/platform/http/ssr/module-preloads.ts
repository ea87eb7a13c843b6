/**
 * React Router's `<Scripts>` asks for every module a page will hydrate with as
 * `<link rel="modulepreload">` in the head: about 20 scripts on a public page, at high priority,
 * found by the browser's preload scanner with the first bytes of HTML. On a phone's link they
 * share the bandwidth with what the first paint needs (the style sheet, the heading font, the hero
 * picture), and the first paint came later than it could (issue 12; ADR 015).
 *
 * Public pages therefore ask for those modules once the page's largest picture is painted: the
 * hints leave the head, and a small inline script at the end of the body adds them back when every
 * picture marked `fetchpriority="high"` (the hero, the first card: a phone's largest paint) has
 * loaded or failed and the browser has reported the page's first contentful paint, after the next
 * frame (`requestAnimationFrame`, then a task). The frame alone was not proof of a paint: in a
 * bench trace the scripts were asked for at 177 ms and the first paint came at 249 ms, and
 * Lighthouse then counts them against the first paint (ADR 017). A browser without paint entries
 * asks after the frame. A page without such a picture asks after its first paint. The modules are
 * then asked for one per task, in their order, so adding the hints is no long task of its own.
 * Loading them through the page's inline module script alone, one import level at a time, hydrated
 * about 0.6 s later on emulated slow 4G; asking at once when the style sheet is in hydrated 0.5 s
 * sooner still, but lets the scripts compete with the first paint again (ADR 015 has the figures,
 * ADR 016 those for the picture). The admin keeps its hints: signed-in staff, on a screen that is
 * nothing until hydrated.
 *
 * React Router's own inline module script (it imports the route modules, then the entry) waits
 * too: sent as a block that does not run (`type="text/x-after-largest-paint"`), it is made a
 * module script at the same moment the hints come back. Run where it stood, its imports started
 * before the first paint, one import level at a time, and Lighthouse's simulated LCP counts every
 * request started before the observed largest paint (docs/performance.md, "Reading the figures":
 * the home page's LCP moved between 1.8 and 2.5 s with the machine's speed). Hydration starts no
 * later than before: the hints, which load nearly everything, already waited for the same moment.
 * A picture that never arrives, or a paint never reported, would now leave the page unhydrated, so
 * after 3 s the page asks anyway (still after a frame). A tab opened in the background draws no
 * frame: it hydrates when it is first shown.
 *
 * React renders each hint as one `<link rel="modulepreload" href="…" …/>` element, `rel` first
 * and `href` second. The CSP hashes are computed from the final HTML like every other inline
 * script's (content-security-policy.ts): the held block's text is hashed too, and the module script
 * made from it has the same text, so the policy lets it run.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
/** React Router's `<Scripts>` module script, as it renders it. */
const ROUTE_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const HELD_ID = 'modules-after-largest-paint';
/** The longest a page waits for its high-priority pictures before asking for its modules anyway. */
const PICTURE_WAIT_MS = 3000;

export function preloadModulesAfterLargestPaint(html: string): string {
  const hrefs: string[] = [];
  const withoutHints = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return '';
  });
  // A page without a body end (a fragment) is left as rendered: the hints could not come back.
  if (hrefs.length === 0 || !withoutHints.includes('</body>')) return html;
  const held = withoutHints.replace(
    ROUTE_MODULE_SCRIPT,
    (_tag, body: string) => `<script type="text/x-after-largest-paint" id="${HELD_ID}">${body}</script>`,
  );
  // The hrefs are attribute text as React escaped it; `&amp;` is the one entity a built asset's
  // path could hold. No `<` can close the script early: it is escaped in the JSON.
  const list = JSON.stringify(hrefs.map((href) => href.replaceAll('&amp;', '&'))).replaceAll('<', '\\u003c');
  // ES5, run as it is written: it is not built. `complete` is true for a picture already loaded or
  // failed; one still coming answers with exactly one of load and error. One hint per task: each
  // added link costs the main thread about 1.5 ms here (5 ms at Lighthouse's 4× phone CPU), and
  // twenty in one task made a long task that counted as blocking time (110–320 ms at 4×).
  // The held module script is made a real one first (its imports start), then the hints follow.
  const script =
    '<script>(function(){var asked=0;' +
    `function ask(){if(asked)return;asked=1;var h=${list},i=0;` +
    'function next(){var l=document.createElement("link");l.rel="modulepreload";l.href=h[i++];' +
    'document.head.appendChild(l);if(h.length>i)setTimeout(next)}' +
    `function run(){var d=document.getElementById("${HELD_ID}");if(d){var s=document.createElement("script");` +
    's.type="module";s.textContent=d.textContent;d.parentNode.replaceChild(s,d)}next()}' +
    'function go(){requestAnimationFrame(function(){setTimeout(run)})}' +
    'var P=window.PerformanceObserver;' +
    'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")===-1)return go();' +
    'var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});' +
    'o.observe({type:"paint",buffered:true})}' +
    `setTimeout(ask,${PICTURE_WAIT_MS});` +
    'var left=[].filter.call(document.querySelectorAll("img[fetchpriority=high]"),function(i){return !i.complete});' +
    'var n=left.length;if(n===0)return ask();' +
    'left.forEach(function(i){function done(){if(--n===0)ask()}' +
    'i.addEventListener("load",done);i.addEventListener("error",done)})' +
    '})()</script>';
  return held.replace('</body>', `${script}</body>`);
}
