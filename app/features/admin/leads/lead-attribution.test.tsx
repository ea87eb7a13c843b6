// biome-ignore lint/style/noRestrictedImports: React's own renderer, not our server/ (the boundary pattern matches its name)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LeadAttribution } from '#shared/admin/leads.ts';
import { hasAttribution, LeadAttributionFacts } from './lead-attribution.tsx';

const NO_UTM = { source: null, medium: null, campaign: null, term: null, content: null };
const text = (attribution: LeadAttribution) =>
  renderToStaticMarkup(<LeadAttributionFacts attribution={attribution} />).replace(/<[^>]+>/g, ' ');

describe('“Where they came from” on the lead page (issue 30)', () => {
  it('is left out when the lead carries nothing of its visit', () => {
    expect(hasAttribution(null)).toBe(false);
    expect(hasAttribution({ landingPath: null, referrerHost: null, utm: NO_UTM, convertedPath: null })).toBe(false);
    expect(hasAttribution({ landingPath: null, referrerHost: null, utm: NO_UTM, convertedPath: '/contact' })).toBe(
      true,
    );
  });

  it('names the landing page, the referring site and the campaign tags present, and the page enquired on', () => {
    const shown = text({
      landingPath: '/projects/calm-loft',
      referrerHost: 'pinterest.com',
      utm: { ...NO_UTM, source: 'newsletter', medium: 'email', campaign: 'spring' },
      convertedPath: '/contact',
    });
    expect(shown).toMatch(/Landing page\s+\/projects\/calm-loft/);
    expect(shown).toMatch(/Came from\s+pinterest\.com/);
    expect(shown).toMatch(/Campaign source\s+newsletter/);
    expect(shown).toMatch(/Campaign medium\s+email/);
    expect(shown).toMatch(/Campaign\s+spring/);
    expect(shown).not.toContain('Campaign term');
    expect(shown).toMatch(/Enquired on\s+\/contact/);
  });

  it('says Direct when the visit had no external referrer', () => {
    const shown = text({ landingPath: '/', referrerHost: null, utm: NO_UTM, convertedPath: '/contact' });
    expect(shown).toContain('Direct (no other site linked to it)');
  });
});
