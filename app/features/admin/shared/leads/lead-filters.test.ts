import { describe, expect, it } from 'vitest';
import type { Lead } from '#shared/admin/leads.ts';
import {
  filtersFromSearch,
  hasFilters,
  leadHref,
  leadListQuery,
  leadsExportHref,
  leadsInboxHref,
  NO_LEAD_FILTERS,
} from './lead-filters.ts';
import { createLeadBody, leadFormDefaults, updateLeadBody } from './lead-payload.ts';

describe('the inbox address (D22)', () => {
  it('reads every filter, and leaves out what it does not know', () => {
    expect(filtersFromSearch(new URLSearchParams('q=ada&status=qualified&source=referral&sort=name&page=3'))).toEqual({
      q: 'ada',
      status: 'qualified',
      source: 'referral',
      sort: 'name',
      page: 3,
    });
    expect(filtersFromSearch(new URLSearchParams('status=lost&source=fax&sort=random&page=-2'))).toEqual(
      NO_LEAD_FILTERS,
    );
    expect(filtersFromSearch(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('reads D8’s old source names as the new ones', () => {
    expect(filtersFromSearch(new URLSearchParams('source=lookbook_download')).source).toBe('lookbook');
    expect(filtersFromSearch(new URLSearchParams('source=contact_form')).source).toBe('contact');
  });

  it('writes defaults out, so the plain inbox is /admin/leads', () => {
    expect(leadsInboxHref()).toBe('/admin/leads');
    expect(leadsInboxHref(NO_LEAD_FILTERS)).toBe('/admin/leads');
    expect(leadsInboxHref({ status: 'active' })).toBe('/admin/leads?status=active');
    expect(leadsInboxHref({ q: '  ada lovelace ', source: 'lookbook', sort: 'oldest', page: 2 })).toBe(
      '/admin/leads?q=ada+lovelace&source=lookbook&sort=oldest&page=2',
    );
  });

  it('the API reads one page; the export reads every page of the same filters', () => {
    expect(leadListQuery({ status: 'active', page: 2 })).toEqual({ status: 'active', page: '2', pageSize: '25' });
    expect(leadListQuery({ sort: 'newest', page: 1 }, 10)).toEqual({ pageSize: '10' });
    expect(leadsExportHref({ q: 'x', status: 'active', page: 4 })).toBe('/api/leads/export.csv?q=x&status=active');
    expect(leadsExportHref(NO_LEAD_FILTERS)).toBe('/api/leads/export.csv');
  });

  it('a lead’s page remembers where the inbox was', () => {
    expect(leadHref(7)).toBe('/admin/leads/7');
    expect(leadHref(7, { q: 'ada', page: 2 })).toBe('/admin/leads/7?q=ada&page=2');
    expect(hasFilters(NO_LEAD_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_LEAD_FILTERS, sort: 'name', page: 3 })).toBe(false);
    expect(hasFilters({ ...NO_LEAD_FILTERS, q: ' a ' })).toBe(true);
  });
});

const stored: Lead = {
  id: 4,
  firstName: 'Ada',
  lastName: 'Park',
  email: 'ada@example.com',
  phone: '',
  projectType: '',
  budget: '',
  message: '',
  status: 'active',
  source: 'chat',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  consentAt: null,
  consentSource: null,
  consentText: null,
  enrolledAt: null,
  unsubscribedAt: null,
  lastActivityAt: '2025-03-01T10:00:00.000Z',
  flags: { waitingOverBusinessDay: false, untouchedSevenDays: false },
  stage: 'new',
  ownerId: null,
  firstResponseAt: null,
  unansweredSince: null,
};

describe('the lead editor’s bodies', () => {
  it('a new lead is active and manual (admin area §4) and needs an email', () => {
    const values = leadFormDefaults(null);
    expect(values).toMatchObject({ status: 'active', source: 'manual' });
    const missing = createLeadBody(values);
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.problems.email).toBe('Email is required');
    const checked = createLeadBody({ ...values, email: ' ada@example.com ' });
    expect(checked).toEqual({
      ok: true,
      body: expect.objectContaining({ email: 'ada@example.com', status: 'active', source: 'manual' }),
    });
  });

  it('an edit sends only what changed, nothing when nothing did; a chat lead keeps its source', () => {
    expect(updateLeadBody(stored, leadFormDefaults(stored))).toBeNull();
    expect(updateLeadBody(stored, { ...leadFormDefaults(stored), phone: '+1 555 0100', status: 'contacted' })).toEqual({
      ok: true,
      body: { phone: '+1 555 0100', status: 'contacted' },
    });
    const invalid = updateLeadBody(stored, { ...leadFormDefaults(stored), email: 'nope' });
    expect(invalid?.ok).toBe(false);
    if (invalid && !invalid.ok) expect(invalid.problems.email).toBe('Please enter a valid email address.');
  });
});
