import { contentTerms } from './normalize.ts';

/**
 * Sentences of a plain text. A sentence ends at . ! or ? followed by a space and a capital, a
 * digit or an opening quote, so "1.1 m" stays whole; the journal's **sub-headings** are dropped.
 */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\*\*[^*]+\*\*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * The `count` sentences of `text` that share the most with `query`, kept in their original order
 * so the answer still reads as prose. `query` is a text, a set of terms, or terms with weights
 * (the subject of a question counts more than the room it is asked about). Sentences sharing
 * nothing are only used to fill up when `fill` is set.
 */
export function pickSentences(
  text: string,
  query: string | Set<string> | Map<string, number>,
  count: number,
  fill = false,
): string[] {
  const weights =
    query instanceof Map
      ? query
      : new Map([...(typeof query === 'string' ? new Set(contentTerms(query)) : query)].map((t) => [t, 1]));
  const scored = splitSentences(text).map((sentence, index) => ({
    sentence,
    index,
    score: scoreSentence(sentence, weights),
  }));
  return scored
    .filter((s) => fill || s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence);
}

/** How much of the weighted query one sentence contains. */
export function scoreSentence(sentence: string, weights: Map<string, number>): number {
  let score = 0;
  for (const t of new Set(contentTerms(sentence))) score += weights.get(t) ?? 0;
  return score;
}

/** The first `count` sentences. */
export function firstSentences(text: string, count: number): string {
  return splitSentences(text).slice(0, count).join(' ');
}

/** A list read aloud: "a, b and c". */
export function joinList(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** Lower-cases the first letter to continue a sentence, unless it starts an acronym or is "I". */
export function lowerFirst(text: string): string {
  return /^([A-Z][a-z]|A )/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Words that keep their capital inside a sentence ("a Scandinavian kitchen"). */
const PROPER =
  /^(scandinavian|nordic|danish|swedish|japanese|french|italian|english|mediterranean|moroccan|victorian|georgian|edwardian|craftsman|art|deco|hollywood)$/i;

/** An option label inside a sentence: "Modern Minimalist" → "modern minimalist", "Scandinavian" stays. */
export function labelInSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => (PROPER.test(word) ? word : word.toLowerCase()))
    .join(' ');
}
