import type { Browser } from '@playwright/test';
import { devices } from '@playwright/test';

export interface Transfer {
  url: string;
  /** CDP resource type: Document, Script, Stylesheet, Font, Image, Fetch, … */
  type: string;
  status: number;
  contentEncoding: string;
  /** bytes received for it, headers included (CDP Network.loadingFinished encodedDataLength) */
  bytes: number;
  /** of which response headers (CDP Network.responseReceived response.encodedDataLength) */
  headerBytes: number;
  /** finished by the time the page had hydrated (the scripts a first visit needs before it works) */
  finishedByHydration: boolean;
}

export interface PageTransfers {
  transfers: Transfer[];
  failed: string[];
  /** false when the network never stayed quiet for the idle period before the cap */
  reachedIdle: boolean;
}

export const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
const IDLE_MS = 2_000;
const IDLE_CAP_MS = 15_000;

interface RequestState {
  url: string;
  type: string;
  status: number;
  contentEncoding: string;
  mimeType: string;
  headerBytes: number;
}

/**
 * Loads `url` once in a fresh phone-sized context (empty cache, no scrolling) and records every
 * response's bytes on the wire as Chromium counts them, until the network has been quiet for 2 s
 * after the load event, and which of them had arrived when the page was hydrated.
 */
export async function measurePageTransfers(browser: Browser, url: string): Promise<PageTransfers> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, RequestState>();
    const finished: Array<RequestState & { bytes: number; at: number }> = [];
    const failed: string[] = [];
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    /** Network timestamps are monotonic seconds; this maps them to wall-clock milliseconds. */
    let wallMinusMonotonicMs: number | null = null;

    cdp.on('Network.requestWillBeSent', (event) => {
      lastActivity = Date.now();
      wallMinusMonotonicMs ??= event.wallTime * 1000 - event.timestamp * 1000;
      inFlight.add(event.requestId);
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        status: 0,
        contentEncoding: '',
        mimeType: '',
        headerBytes: 0,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const state = requests.get(event.requestId);
      if (!state) return;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      Object.assign(state, {
        type: event.type,
        status: event.response.status,
        mimeType: event.response.mimeType,
        contentEncoding: String(headers['content-encoding'] ?? ''),
        headerBytes: event.response.encodedDataLength,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      lastActivity = Date.now();
      inFlight.delete(event.requestId);
      const state = requests.get(event.requestId);
      if (state) finished.push({ ...state, bytes: event.encodedDataLength, at: event.timestamp });
    });
    cdp.on('Network.loadingFailed', (event) => {
      lastActivity = Date.now();
      inFlight.delete(event.requestId);
      const state = requests.get(event.requestId);
      failed.push(`${state?.url ?? event.requestId}: ${event.canceled ? 'canceled' : event.errorText}`);
    });
    await cdp.send('Network.enable');
    // Public pages ask for their scripts after the largest paint, often after the load event
    // (server/platform/http/ssr/module-preloads.ts): what a first visit needs before the page works
    // is what has arrived by hydration, the moment the app marks <html data-hydrated>.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        (window as unknown as { hydratedAtMs: number }).hydratedAtMs = performance.timeOrigin + performance.now();
        observer.disconnect();
        // The document, not its root: the init script runs before the parser has made <html>.
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });

    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: IDLE_CAP_MS });
    const hydratedAtMs = await page.evaluate(() => (window as unknown as { hydratedAtMs?: number }).hydratedAtMs);
    if (hydratedAtMs === undefined || wallMinusMonotonicMs === null) throw new Error(`${url}: no hydration time`);
    const capAt = Date.now() + IDLE_CAP_MS;
    let reachedIdle = false;
    while (Date.now() < capAt) {
      if (inFlight.size === 0 && Date.now() - lastActivity >= IDLE_MS) {
        reachedIdle = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await cdp.detach();

    const transfers = finished
      .map((entry) => ({ ...entry, byHydration: entry.at * 1000 + (wallMinusMonotonicMs ?? 0) <= hydratedAtMs }))
      .filter((entry) => !entry.url.startsWith('data:'))
      .map((entry) => ({
        url: entry.url,
        // A modulepreload may be typed Other; its MIME type still says JavaScript.
        type: entry.type === 'Other' && /javascript/.test(entry.mimeType) ? 'Script' : entry.type,
        status: entry.status,
        contentEncoding: entry.contentEncoding,
        bytes: entry.bytes,
        headerBytes: Math.min(entry.headerBytes, entry.bytes),
        finishedByHydration: entry.byHydration,
      }));
    return { transfers, failed, reachedIdle };
  } finally {
    await context.close();
  }
}
