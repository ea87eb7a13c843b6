import MiniSearch from 'minisearch';
import { contentTerms, term, termsOf, words } from '../text/normalize.ts';
import { buildKnowledgeDocs, type DocKind, type KnowledgeDoc } from './knowledge-docs.ts';
import type { StudioSnapshot } from './studio-snapshot.ts';

export interface KnowledgeHit {
  doc: KnowledgeDoc;
  score: number;
  /** the query's terms this document matched */
  matched: string[];
  /** which fields each matched document term was found in */
  fields: Record<string, string[]>;
}

export interface SearchOptions {
  kinds?: DocKind[];
  limit?: number;
}

/**
 * A full-text index over the studio's content and the design guidance (MiniSearch): fuzzy and
 * prefix matching for typos and word forms, the shared normalizer for stems and synonyms, and
 * titles and keywords weighing more than body text.
 */
export interface KnowledgeIndex {
  snapshot: StudioSnapshot;
  docs: Map<string, KnowledgeDoc>;
  search(query: string, options?: SearchOptions): KnowledgeHit[];
  /**
   * How much of the query the index knows: the share of its content words found in any document.
   * "What's the capital of France?" scores 0 here even when a fuzzy match drags in a result.
   */
  coverage(query: string): number;
  /**
   * Whether the query names something the studio's content is about: a word from a title or the
   * keywords (tags, categories, styles, topics), not merely a word that occurs in some body text.
   * "Who won the game last night?" shares words with a blog post but names nothing of ours.
   */
  knowsSubject(query: string): boolean;
  /** a term from a title or the keywords: what the content is about, not just a word it uses */
  isKeyTerm(term: string): boolean;
}

/** Title and keyword words that say nothing on their own. */
const TOO_GENERIC = new Set(
  [
    'room',
    'home',
    'house',
    'design',
    'studio',
    'work',
    'style',
    'about',
    'our',
    'new',
    'old',
    'way',
    'make',
    'back',
  ].map(term),
);

const SEARCH_DEFAULTS = {
  boost: { title: 3, keywords: 2, text: 1 },
  // Short words are too easy to confuse: prefix from 4 letters, typos from 5.
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  weights: { fuzzy: 0.4, prefix: 0.5 },
  combineWith: 'OR' as const,
};

export function buildKnowledgeIndex(snapshot: StudioSnapshot): KnowledgeIndex {
  const list = buildKnowledgeDocs(snapshot);
  const docs = new Map(list.map((doc) => [doc.id, doc]));
  const miniSearch = new MiniSearch<KnowledgeDoc>({
    fields: ['title', 'keywords', 'text'],
    storeFields: [],
    tokenize: (text) => words(text),
    processTerm: (word) => termsOf(word),
    searchOptions: SEARCH_DEFAULTS,
  });
  miniSearch.addAll(list);

  const search = (query: string, options: SearchOptions = {}): KnowledgeHit[] => {
    const kinds = options.kinds ? new Set(options.kinds) : null;
    const results = miniSearch.search(query, {
      filter: kinds ? (result) => kinds.has(docs.get(String(result.id))?.kind as DocKind) : undefined,
    });
    return results.slice(0, options.limit ?? 10).flatMap((result) => {
      const doc = docs.get(String(result.id));
      return doc ? [{ doc, score: result.score, matched: result.queryTerms, fields: result.match }] : [];
    });
  };

  const coverage = (query: string): number => {
    const queryWords = words(query).filter((word) => termsOf(word).length > 0);
    if (queryWords.length === 0) return 0;
    const known = queryWords.filter((word) =>
      termsOf(word).some((term) => miniSearch.search(term, { prefix: false, fuzzy: SEARCH_DEFAULTS.fuzzy }).length > 0),
    );
    return known.length / queryWords.length;
  };

  const keyTerms = new Set(list.flatMap((doc) => contentTerms(`${doc.title} ${doc.keywords}`)));
  for (const generic of TOO_GENERIC) keyTerms.delete(generic);
  const knowsSubject = (query: string) => contentTerms(query).some((t) => keyTerms.has(t));

  return { snapshot, docs, search, coverage, knowsSubject, isKeyTerm: (t) => keyTerms.has(t) };
}
