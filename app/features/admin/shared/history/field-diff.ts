import { diffArrays, diffWordsWithSpace } from 'diff';
import { changedFields, type Snapshot, type SnapshotValue, sameJson } from '#shared/admin/history.ts';

/**
 * What the History panel shows between two revisions of an item (issue 29, D33; docs/history.md
 * "The History panel"): for each field that differs, a diff made for its kind of value, as the
 * snapshot's contract says (`Snapshot` in shared/admin/history.ts):
 * - text by words (`text`), so a changed sentence shows which words went and came;
 * - images by thumbnail (`images`): a project's gallery (`[{url, alt, focalX, focalY}]` or plain
 *   URLs), a post's featured image, the designer's portrait (one URL or null);
 * - any other list, and a record such as the socials, by item (`list`);
 * - anything else (a number, a switch, a date, a choice) as before → after (`value`).
 * Pure, so every rule is tested without a browser (field-diff.test.ts).
 */

/** A run of words: in both versions, only in the older (removed) or only in the newer (added). */
export interface WordPart {
  change: 'same' | 'removed' | 'added';
  text: string;
}

export interface ImageRef {
  url: string;
  alt: string;
}

/** One image: kept in both versions (its alt text or focal point may have changed), removed, or added. */
export interface ImageChange {
  change: 'kept' | 'removed' | 'added';
  image: ImageRef;
  /** a kept image whose alt text or focal point changed */
  edited: boolean;
}

/** One item of a list, as words, and whether it is in both versions, only the older or only the newer. */
export interface ListChange {
  change: 'same' | 'removed' | 'added';
  text: string;
}

export type FieldDiff =
  | { field: string; kind: 'text'; parts: WordPart[] }
  | { field: string; kind: 'images'; images: ImageChange[] }
  | { field: string; kind: 'list'; items: ListChange[] }
  | { field: string; kind: 'value'; before: SnapshotValue | undefined; after: SnapshotValue | undefined };

/** A stored image's address (`/media/<hash>/<width>.<ext>`): every image in a snapshot is one. */
export function isImageUrl(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/media/');
}

/** An instant as the snapshots write one (a post's publish date): shown as a date, not diffed by words. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
export function isInstant(value: unknown): value is string {
  return typeof value === 'string' && ISO_INSTANT.test(value);
}

function isImageItem(value: SnapshotValue): boolean {
  return (
    isImageUrl(value) || (typeof value === 'object' && value !== null && !Array.isArray(value) && isImageUrl(value.url))
  );
}

/** An image or a list of images, read from either side (the other may be null, empty or missing). */
function toImages(value: SnapshotValue | undefined): ImageRef[] | null {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : [value];
  const images: ImageRef[] = [];
  for (const item of items) {
    if (isImageUrl(item)) images.push({ url: item, alt: '' });
    else if (typeof item === 'object' && item !== null && !Array.isArray(item) && isImageUrl(item.url)) {
      images.push({ url: item.url, alt: typeof item.alt === 'string' ? item.alt : '' });
    } else return null;
  }
  return images;
}

type Kind = FieldDiff['kind'];

/** How a field is compared, from its values on both sides (a side may be null or missing). */
export function kindOf(before: SnapshotValue | undefined, after: SnapshotValue | undefined): Kind {
  const present = [before, after].filter((value) => value !== undefined && value !== null);
  const lists = present.filter(Array.isArray);
  const images = present.some((value) => (Array.isArray(value) ? value.some(isImageItem) : isImageItem(value)));
  if (images && toImages(before) && toImages(after)) return 'images';
  // Two lists, or a list beside nothing: by item. An empty list holds no clue to its items' kind.
  if (lists.length > 0 && lists.length === present.length) return 'list';
  if (present.length > 0 && present.every((value) => typeof value === 'object' && !Array.isArray(value))) return 'list';
  if (present.some(isInstant)) return 'value';
  if (present.length > 0 && present.every((value) => typeof value === 'string')) return 'text';
  return 'value';
}

/** Two texts by words: what is kept, what went, what came, in reading order (whitespace counts). */
export function diffText(before: string, after: string): WordPart[] {
  return diffWordsWithSpace(before, after).map((part) => ({
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}

/**
 * Two sets of images by address: the newer version's in its order (kept or added), then the ones
 * it no longer has. A kept image whose alt text or focal point changed is marked `edited`.
 */
export function diffImages(before: SnapshotValue | undefined, after: SnapshotValue | undefined): ImageChange[] {
  const older = toImages(before) ?? [];
  const newer = toImages(after) ?? [];
  const olderItems = new Map<string, SnapshotValue>();
  for (const item of Array.isArray(before) ? before : before ? [before] : []) {
    olderItems.set(isImageUrl(item) ? item : String((item as { url: string }).url), item);
  }
  const newerItems = Array.isArray(after) ? after : after ? [after] : [];
  const olderUrls = new Set(older.map((image) => image.url));
  const newerUrls = new Set(newer.map((image) => image.url));
  const changes: ImageChange[] = newer.map((image, index) => {
    if (!olderUrls.has(image.url)) return { change: 'added', image, edited: false };
    const was = olderItems.get(image.url);
    const now = newerItems[index];
    const edited = was !== undefined && now !== undefined && !sameJson(was, now);
    return { change: 'kept', image, edited };
  });
  for (const image of older) if (!newerUrls.has(image.url)) changes.push({ change: 'removed', image, edited: false });
  return changes;
}

/** One list item or value in words: a service's title and description, a day's hours, a tag. */
export function describeValue(value: SnapshotValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(describeValue).join(', ');
  return Object.entries(value)
    .map(([key, item]) => `${key}: ${describeValue(item) || '—'}`)
    .join('; ');
}

/** A record (the socials, the send window) is read as its entries, so it is compared by item too. */
function asItems(value: SnapshotValue | undefined): SnapshotValue[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') return Object.entries(value).map(([key, item]) => ({ [key]: item }));
  return [value];
}

/** Two lists by item, in order: items in both stay `same`, the rest are `removed` or `added`. */
export function diffList(before: SnapshotValue | undefined, after: SnapshotValue | undefined): ListChange[] {
  const parts = diffArrays(asItems(before), asItems(after), { comparator: (a, b) => sameJson(a, b) });
  return parts.flatMap((part) =>
    part.value.map((item) => ({
      change: part.added ? ('added' as const) : part.removed ? ('removed' as const) : ('same' as const),
      text: describeValue(item),
    })),
  );
}

/** One field's diff between two versions of an item. */
export function diffField(
  field: string,
  before: SnapshotValue | undefined,
  after: SnapshotValue | undefined,
): FieldDiff {
  const kind = kindOf(before, after);
  if (kind === 'text')
    return {
      field,
      kind,
      parts: diffText(typeof before === 'string' ? before : '', typeof after === 'string' ? after : ''),
    };
  if (kind === 'images') return { field, kind, images: diffImages(before, after) };
  if (kind === 'list') return { field, kind, items: diffList(before, after) };
  return { field, kind, before, after };
}

/**
 * Every field that differs between an older and a newer snapshot, each with its diff, in the
 * snapshot's own order (the order the item's form shows them). The same set `changed_fields` holds
 * for two consecutive revisions.
 */
export function diffSnapshots(older: Snapshot, newer: Snapshot): FieldDiff[] {
  return changedFields(older, newer).map((field) => diffField(field, older[field], newer[field]));
}
