import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISIT_ID_PATTERN } from '#shared/analytics/visit.ts';

/** A fresh module each time: the visit id is the module's own memory. */
async function visitModule(navigator: Partial<Navigator> & { globalPrivacyControl?: boolean }) {
  vi.stubGlobal('navigator', navigator);
  vi.resetModules();
  return import('./visit.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the visit id', () => {
  it('is one id for the page load, in the form the server accepts', async () => {
    const { visitId } = await visitModule({ doNotTrack: null });
    const first = visitId();
    expect(first).toMatch(VISIT_ID_PATTERN);
    expect(visitId()).toBe(first);
  });

  it('is a new one for the next page load', async () => {
    const one = (await visitModule({ doNotTrack: null })).visitId();
    const two = (await visitModule({ doNotTrack: null })).visitId();
    expect(one).not.toBe(two);
  });

  it('is none for a visitor who asked not to be tracked: Do Not Track or Global Privacy Control', async () => {
    const dnt = await visitModule({ doNotTrack: '1' });
    expect(dnt.trackingDeclined()).toBe(true);
    expect(dnt.visitId()).toBeUndefined();
    const gpc = await visitModule({ doNotTrack: null, globalPrivacyControl: true });
    expect(gpc.visitId()).toBeUndefined();
  });
});
