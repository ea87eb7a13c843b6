/**
 * The visit id (docs/analytics.md): made when the page first loads, kept in this module's memory
 * only, so it lives exactly as long as the tab's page does — across the site's own client-side
 * navigations, gone on a reload. No cookie, no storage. The beacon sends it with every event and the
 * public forms send it with their submission, which is how an enquiry knows the pages before it.
 *
 * A visitor who asks not to be tracked (Do Not Track, Global Privacy Control) gets no id at all:
 * the beacon stays silent and the forms send nothing that ties them to a visit.
 */
let visit: string | undefined;

export function trackingDeclined(): boolean {
  if (typeof navigator === 'undefined') return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** This page load's visit id, or undefined on the server and for a visitor who declined. */
export function visitId(): string | undefined {
  if (trackingDeclined()) return undefined;
  if (!visit) {
    const bytes = crypto.getRandomValues(new Uint8Array(12));
    visit = Array.from(bytes, (byte) => (byte % 36).toString(36)).join('') + Date.now().toString(36);
  }
  return visit;
}
