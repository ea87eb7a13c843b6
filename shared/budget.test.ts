import { describe, expect, it } from 'vitest';
import { budgetLowerBound } from './budget.ts';

describe('budgetLowerBound: the lower bound of a budget option', () => {
  it.each([
    [{ value: '50k-100k', label: '$50,000 – $100,000' }, 50_000],
    [{ value: 'under-50k', label: 'Under $50,000' }, 0],
    [{ value: 'over-250k', label: '$250,000 and above' }, 250_000],
    [{ value: 'over-250k', label: '$250,000+' }, 250_000],
    [{ value: 'x', label: '50.000 € – 100.000 €' }, 50_000],
    [{ value: 'x', label: '$1.5M+' }, 1_500_000],
    [{ value: 'x', label: 'Menos de 20 000 €' }, 0],
    [{ value: '100k-250k', label: 'Mid-size' }, 100_000],
    [{ value: 'x', label: '$5,000.50 – $10,000' }, 5_000],
  ])('%o → %d', (option, expected) => {
    expect(budgetLowerBound(option)).toBe(expected);
  });

  it('is null when neither the label nor the value names an amount', () => {
    expect(budgetLowerBound({ value: 'flexible', label: 'Flexible' })).toBeNull();
  });
});
