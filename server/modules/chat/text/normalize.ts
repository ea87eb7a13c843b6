/**
 * The answer-bot's text pipeline, shared by the search index and the intent rules, so a visitor's
 * words and the studio's content meet in the same form: lower case, no accents, one spelling
 * (US, as the content is written), a light suffix stemmer, and synonyms folded onto one canonical
 * term ("couch" → sofa, "lounge" → livingroom, "price" → budget).
 */

const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be been being both but by can could did do does ' +
    'doing done for from get got had has have having he her here hers him his how i if in into is it its itself ' +
    'just me might more most much must my myself no nor not now of off on once only or other our ours out over ' +
    'own please same she should so some such than that the their theirs them then there these they this those ' +
    'through to too under until up us very was we were what when where which while who whom why will with would ' +
    'you your yours yourself yourselves hi hello hey tell know like want wanted need needs lot really thing things ' +
    'im ive id dont doesnt cant let lets make may one ones something anything there'
  ).split(' '),
);

/** Spelling variants written one way before stemming. */
const SPELLINGS: Record<string, string> = {
  colour: 'color',
  colours: 'colors',
  coloured: 'colored',
  grey: 'gray',
  greys: 'grays',
  favourite: 'favorite',
  centre: 'center',
  organise: 'organize',
  neighbour: 'neighbor',
  cosy: 'cozy',
  parlour: 'parlor',
  programme: 'program',
  storey: 'story',
  enquiry: 'inquiry',
  enquiries: 'inquiries',
  enquire: 'inquire',
  jewellery: 'jewelry',
};

/**
 * Word groups that mean the same thing to a visitor. Each variant (compared after stemming) also
 * yields its canonical term; the canonical is a stem itself so both sides of a search agree.
 */
const SYNONYM_GROUPS: Record<string, string[]> = {
  sofa: ['couch', 'settee', 'loveseat', 'sectional', 'chesterfield'],
  livingroom: ['lounge', 'parlor', 'den', 'greatroom', 'sittingroom', 'familyroom', 'frontroom'],
  bedroom: ['bedrooms', 'suite', 'guestroom', 'nursery'],
  dining: ['dine', 'diningroom', 'dinner'],
  kitchen: ['kitchenette', 'galley', 'cook', 'cooking'],
  bathroom: ['bath', 'washroom', 'ensuite', 'shower', 'toilet', 'restroom', 'loo', 'powderroom', 'wetroom', 'vanity'],
  homeoffice: ['office', 'study', 'workspace', 'desk', 'workfromhome'],
  budget: [
    'cost',
    'price',
    'pricing',
    'fee',
    'charge',
    'expensive',
    'cheap',
    'afford',
    'affordable',
    'spend',
    'quote',
    'money',
    'howmuch',
  ],
  light: ['lighting', 'lamp', 'sconce', 'pendant', 'chandelier', 'illumination', 'bulb', 'dimmer', 'lit'],
  color: ['palette', 'paint', 'hue', 'tone'],
  rug: ['carpet', 'runner'],
  curtain: ['drape', 'drapery', 'blind'],
  wood: ['timber', 'wooden'],
  storage: ['cupboard', 'wardrobe', 'closet', 'shelving', 'shelf', 'shelves', 'pantry'],
  renovation: ['renovate', 'remodel', 'refurbish', 'refurbishment', 'makeover', 'overhaul', 'refresh'],
  small: ['tiny', 'compact', 'narrow', 'cramped', 'smallspace'],
  consultation: ['consult', 'appointment', 'meeting'],
  designer: ['decorator', 'founder', 'principal'],
  minimalist: ['minimal', 'minimalism', 'pared'],
  scandinavian: ['scandi', 'nordic', 'hygge', 'japandi'],
  rustic: ['farmhouse', 'cabin', 'country', 'lodge'],
  traditional: ['classic', 'period', 'heritage', 'victorian', 'edwardian', 'georgian'],
  layout: ['floorplan', 'arrangement', 'arrange', 'placement', 'spaceplanning'],
  furniture: ['furnishing', 'furnishings', 'furnish'],
  timeline: ['duration', 'howlong', 'timeframe', 'leadtime'],
  child: ['kid', 'children', 'toddler', 'baby', 'family'],
  pet: ['dog', 'cat', 'puppy'],
};

/** Multi-word expressions that act as one word; joined before stemming. */
const PHRASES: Array<[RegExp, string]> = [
  [/\b(living|sitting|family|great|front|tv|television) rooms?\b/g, ' $1room livingroom '],
  [/\bdining rooms?\b/g, ' diningroom dining '],
  [/\bguest rooms?\b/g, ' guestroom bedroom '],
  [/\b(master|primary) (bed ?rooms?|suites?)\b/g, ' bedroom '],
  [/\bpowder rooms?\b/g, ' powderroom bathroom '],
  [/\bwet rooms?\b/g, ' wetroom bathroom '],
  [/\bhome offices?\b/g, ' homeoffice '],
  [/\bwork(ing)? from home\b/g, ' workfromhome homeoffice '],
  [/\bfloor ?plans?\b/g, ' floorplan '],
  [/\bspace planning\b/g, ' spaceplanning '],
  [/\bsmall spaces?\b/g, ' smallspace '],
  [/\bhow much\b/g, ' howmuch '],
  [/\bhow long\b/g, ' howlong '],
  [/\blead times?\b/g, ' leadtime '],
  [/\bmid[- ]century\b/g, ' midcentury modern '],
];

const VOWEL = /[aeiouy]/;

/**
 * A deliberately small suffix stemmer: plural, -ing, -ed, -ation, final e. It only has to make
 * "lamps"/"lamp", "lighting"/"light", "designed"/"design", "making"/"make" meet, and both sides
 * of every comparison go through it.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4 && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  if (w.endsWith('ation') && w.length > 7) w = w.slice(0, -3);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([^aeiouslz])\1$/.test(w) ? w.slice(0, -1) : w;
}

const CANONICAL_BY_STEM = new Map<string, string>();
for (const [canonical, variants] of Object.entries(SYNONYM_GROUPS)) {
  CANONICAL_BY_STEM.set(stem(canonical), stem(canonical));
  for (const variant of variants) CANONICAL_BY_STEM.set(stem(variant), stem(canonical));
}

/** Lower case, accents gone, apostrophes dropped ("don't" → dont), phrases joined. */
export function normalizeText(text: string): string {
  let t = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/&/g, ' and ');
  for (const [pattern, replacement] of PHRASES) t = t.replace(pattern, replacement);
  return t.replace(/[^a-z0-9$]+/g, ' ').trim();
}

/** The words of a text as they are written (normalized, stop words kept): for intent rules. */
export function words(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? normalized.split(' ').map((w) => SPELLINGS[w] ?? w) : [];
}

/** One word → the terms it stands for: its stem, and its synonym group's canonical when it has one. */
export function termsOf(word: string): string[] {
  const spelled = SPELLINGS[word] ?? word;
  if (STOP_WORDS.has(spelled)) return [];
  const stemmed = stem(spelled);
  const canonical = CANONICAL_BY_STEM.get(stemmed);
  return canonical && canonical !== stemmed ? [stemmed, canonical] : [stemmed];
}

/** The content terms of a text (stop words gone, stemmed, synonyms added), in order. */
export function contentTerms(text: string): string[] {
  return words(text).flatMap(termsOf);
}

/** The stems of a text's content words, without synonyms: for matching names ("Farmhouse" is not "rustic"). */
export function stems(text: string): string[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

/** Canonical form of one concept word, for code that asks "does the text mention X?" */
export function term(word: string): string {
  const stemmed = stem(SPELLINGS[word] ?? word);
  return CANONICAL_BY_STEM.get(stemmed) ?? stemmed;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}
