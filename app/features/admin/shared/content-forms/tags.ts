/**
 * Admin area §5: a content form's tags are typed as one comma-separated string; they are split,
 * trimmed, and empty pieces and repeats (in any case) dropped, the first spelling kept:
 * 'warm oak, linen ,, Open Plan,LINEN' → ['warm oak', 'linen', 'Open Plan'].
 */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const piece of text.split(',')) {
    const tag = piece.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
