/** Small text rules the spec fixes, shared by pages, API and PDF. */

/** 'living-room' → 'Living Room' (public site §3: hyphens as spaces, each word capitalised). */
export function formatCategory(value: string): string {
  return value
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** D2: ceil(words / 200), at least one minute. */
export function readTimeMinutes(content: string): number {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/** Cuts at `max` characters and adds '...' when something was cut (featured cards: 100). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}...`;
}
