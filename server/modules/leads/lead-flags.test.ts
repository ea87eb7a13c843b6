import { describe, expect, it } from 'vitest';
import { businessTimeBetween, leadFlags } from './lead-flags.ts';

const HOUR = 60 * 60 * 1000;
const MONDAY_TO_FRIDAY = { timeZone: 'America/Los_Angeles', workDays: [1, 2, 3, 4, 5] };

describe('business time between two moments', () => {
  it('leaves the weekend out (Friday 10:00 to Monday 09:00 in Los Angeles is 23 hours)', () => {
    const friday10 = new Date('2025-03-14T17:00:00Z'); // PDT
    const monday09 = new Date('2025-03-17T16:00:00Z');
    expect(businessTimeBetween(friday10, monday09, MONDAY_TO_FRIDAY)).toBe(23 * HOUR);
  });

  it("follows the studio's own working week (Tuesday to Saturday)", () => {
    const week = { timeZone: 'Europe/Paris', workDays: [2, 3, 4, 5, 6] };
    const saturday09 = new Date('2025-06-07T07:00:00Z');
    const tuesday09 = new Date('2025-06-10T07:00:00Z');
    // Saturday 09:00–24:00, then Tuesday 00:00–09:00; Sunday and Monday are off.
    expect(businessTimeBetween(saturday09, tuesday09, week)).toBe(24 * HOUR);
  });

  it('counts wall-clock time across a daylight-saving change (Paris, 30 March 2025)', () => {
    const week = { timeZone: 'Europe/Paris', workDays: [0, 1, 2, 3, 4, 5, 6] };
    const saturday12 = new Date('2025-03-29T11:00:00Z'); // CET
    const sunday12 = new Date('2025-03-30T10:00:00Z'); // CEST: 23 real hours later
    expect(businessTimeBetween(saturday12, sunday12, week)).toBe(24 * HOUR);
  });

  it('stops counting at the cap', () => {
    const start = new Date('2025-03-03T17:00:00Z');
    const end = new Date('2025-03-28T17:00:00Z');
    expect(businessTimeBetween(start, end, MONDAY_TO_FRIDAY)).toBeLessThanOrEqual(2 * 24 * HOUR + 24 * HOUR);
  });
});

describe('the inbox flags', () => {
  const friday10 = new Date('2025-03-14T17:00:00Z');
  const lead = { status: 'active', waitingSince: friday10, lastTouchedAt: friday10 };

  it('flags a visitor waiting more than a business day, and only then', () => {
    expect(leadFlags(lead, new Date('2025-03-17T16:00:00Z'), MONDAY_TO_FRIDAY).waitingOverBusinessDay).toBe(false);
    expect(leadFlags(lead, new Date('2025-03-17T18:00:00Z'), MONDAY_TO_FRIDAY).waitingOverBusinessDay).toBe(true);
  });

  it('never flags a lead nobody is waiting on, or one that is no longer active', () => {
    const later = new Date('2025-03-20T18:00:00Z');
    expect(leadFlags({ ...lead, waitingSince: null }, later, MONDAY_TO_FRIDAY).waitingOverBusinessDay).toBe(false);
    expect(leadFlags({ ...lead, status: 'contacted' }, later, MONDAY_TO_FRIDAY).waitingOverBusinessDay).toBe(false);
  });

  it('calls a lead untouched after seven days without a person touching it, unless it is closed', () => {
    const sevenDaysOn = new Date(friday10.getTime() + 7 * 24 * HOUR);
    expect(leadFlags(lead, sevenDaysOn, MONDAY_TO_FRIDAY).untouchedSevenDays).toBe(false);
    const justAfter = new Date(sevenDaysOn.getTime() + 1);
    expect(leadFlags(lead, justAfter, MONDAY_TO_FRIDAY).untouchedSevenDays).toBe(true);
    for (const status of ['converted', 'unsubscribed', 'bounced']) {
      expect(leadFlags({ ...lead, status }, justAfter, MONDAY_TO_FRIDAY).untouchedSevenDays).toBe(false);
    }
  });
});
