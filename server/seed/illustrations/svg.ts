/** String builders for SVG markup. Numbers are rounded so output is compact and byte-stable. */

export type Attrs = Record<string, string | number | undefined>;

export interface Pt {
  x: number;
  y: number;
}

/** Three decimals: drawings in metre units need millimetre precision once scaled to pixels. */
export function num(v: number): string {
  const r = Math.round(v * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
}

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, children?: string | readonly string[]): string {
  const inner = children === undefined ? '' : typeof children === 'string' ? children : children.join('');
  return inner === '' ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
}

export function polygon(pts: readonly Pt[], a: Attrs): string {
  return el('polygon', { points: pts.map((p) => `${num(p.x)},${num(p.y)}`).join(' '), ...a });
}

export function rect(x: number, y: number, w: number, h: number, a: Attrs): string {
  return el('rect', { x, y, width: w, height: h, ...a });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, a: Attrs): string {
  return el('ellipse', { cx, cy, rx, ry, ...a });
}

export function circle(cx: number, cy: number, r: number, a: Attrs): string {
  return el('circle', { cx, cy, r, ...a });
}

export function line(a: Pt, b: Pt, at: Attrs): string {
  return el('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, ...at });
}

export function path(d: string, a: Attrs): string {
  return el('path', { d, ...a });
}

export function group(children: string | readonly string[], a: Attrs = {}): string {
  return el('g', a, children);
}

/** Path data helper: `d\`M${x} ${y}\`` rounds every interpolated number. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += num(v) + (strings[i + 1] ?? '');
  });
  return out;
}
