/**
 * The pipeline board's column sums (issue 27, ADR 021): each lead counts the lower bound of its
 * budget range. Budget options are the studio's own pick list (D1), so there is no number stored,
 * only text the studio wrote: "$50,000 – $100,000", "Under $50,000", "$250,000 and above", or a
 * value like "50k-100k". The lower bound is read from the label first (what the studio sees), then
 * the value:
 * - a range that opens with "under", "less than", "below", "up to" or "<" starts at 0;
 * - otherwise the first amount in the text: digits with "," "." or spaces as thousands separators,
 *   an optional "k" (thousand) or "m"/"million" (million) after it;
 * - text without an amount counts nothing (null), and the board says so by leaving it out.
 * Cents are dropped (whole units). Currency symbols and words are ignored: the sum is in whatever currency the options are in.
 */

const OPEN_BELOW = /^\s*(?:[$€£¥]\s*)?(?:under|less than|below|up to|<|menos de|hasta|moins de|jusqu'à)/i;
const AMOUNT = /(\d{1,3}(?:[,.\s\u00a0\u202f]\d{3})+|\d+(?:\.\d+)?)\s*(k|m(?:illion)?|mm)?\b/i;

function lowerBoundOf(text: string): number | null {
  if (OPEN_BELOW.test(text)) return 0;
  const match = AMOUNT.exec(text);
  if (!match?.[1]) return null;
  const grouped = /[,.\s\u00a0\u202f]\d{3}$/.test(match[1]) && !/^\d+\.\d{1,2}$/.test(match[1]);
  const digits = grouped ? match[1].replace(/[,.\s\u00a0\u202f]/g, '') : match[1];
  const amount = Number(digits);
  if (!Number.isFinite(amount)) return null;
  const unit = match[2]?.toLowerCase();
  const factor = unit === 'k' ? 1_000 : unit?.startsWith('m') ? 1_000_000 : 1;
  return Math.round(amount * factor);
}

/** The lower bound of a budget option, or null when neither its label nor its value names an amount. */
export function budgetLowerBound(option: { value: string; label: string }): number | null {
  return lowerBoundOf(option.label) ?? lowerBoundOf(option.value.replace(/[-_]/g, ' '));
}
