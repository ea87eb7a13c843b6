import { normalizeText } from '../text/normalize.ts';

/**
 * How far a budget usually goes, by the ranges the studio's enquiry form offers. General guidance
 * (what tends to fit, where to put the money), never a quote: the studio publishes no fees.
 */
export type BudgetTier = 'under-10k' | '10k-25k' | '25k-50k' | '50k-100k' | 'over-100k' | 'not-sure';

export const BUDGET_TIPS: Record<BudgetTier, string[]> = {
  'under-10k': [
    'With a budget under $10,000, put it where it changes the most: paint, lighting, a good rug and one hero piece, rather than many small purchases.',
    'Rearranging what you own around a clear layout often does more than new furniture; keep the best pieces and re-cover or refinish them.',
  ],
  '10k-25k': [
    'Between $10,000 and $25,000 a single room can usually be furnished, lit and finished throughout, but moving walls or plumbing will stretch it.',
    'Decide early which one or two pieces deserve the most money (often the sofa or the bed) and choose simpler pieces around them.',
  ],
  '25k-50k': [
    'Between $25,000 and $50,000 there is room for custom joinery or upholstery in a main room, or a kitchen refresh that keeps the existing layout.',
    'Keep a contingency of 10–15% for what only shows up once work begins, especially in older houses.',
  ],
  '50k-100k': [
    'Between $50,000 and $100,000 a full kitchen, or several rooms designed together, become realistic; keeping plumbing where it is stretches the budget further.',
    'Order long-lead items (custom upholstery, lighting, tile) early: delays on one piece can hold up a whole installation.',
  ],
  'over-100k': [
    'Above $100,000 a whole-home design or major renovation is possible; the budget goes furthest when every room is planned together before anything is bought.',
    'Invest in what is hard to change later (layout, joinery, electrics and lighting positions) and leave decorative layers to evolve.',
  ],
  'not-sure': [
    'If you are not sure of a budget yet, list what must change and what could wait: that list is the most useful thing to bring to a first conversation.',
    'Setting a range early, even a broad one, helps a designer show you where each dollar makes the most difference.',
  ],
};

const TIER_BY_UPPER_BOUND: Array<[number, BudgetTier]> = [
  [10_000, 'under-10k'],
  [25_000, '10k-25k'],
  [50_000, '25k-50k'],
  [100_000, '50k-100k'],
];

/**
 * The tier a visitor's budget falls in: an option value ("25k-50k"), its label ("$25,000 –
 * $50,000"), or free text ("about $20k", "15000"). Null when there is nothing to go on.
 */
export function budgetTier(budget: string | undefined): BudgetTier | null {
  if (!budget) return null;
  const raw = budget.trim().toLowerCase();
  // Own keys only: "__proto__" or "constructor" typed by a visitor is not a tier.
  if (Object.hasOwn(BUDGET_TIPS, raw)) return raw as BudgetTier;
  const normalized = normalizeText(raw);
  if (/\b(not sure|unsure|dont know|no idea|undecided|tbd)\b/.test(normalized)) return 'not-sure';
  const amounts = [...raw.replace(/,/g, '').matchAll(/(\d+(?:\.\d+)?)\s*(k|m)?/g)].map((m) => {
    const value = Number(m[1]);
    return m[2] === 'k' ? value * 1000 : m[2] === 'm' ? value * 1_000_000 : value;
  });
  const meaningful = amounts.filter((a) => a >= 500);
  if (meaningful.length === 0) return null;
  // A range counts by its upper end ("$10,000 – $25,000"), "over"/"+" by its lower end.
  const amount = Math.max(...meaningful);
  if (/\b(over|above|more than)\b|\+/.test(raw) && amount >= 100_000) return 'over-100k';
  for (const [upper, tier] of TIER_BY_UPPER_BOUND) if (amount <= upper) return tier;
  return 'over-100k';
}
