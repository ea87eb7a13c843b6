import type { Page } from '@playwright/test';

/**
 * Holds the page's requests to `url` at the network until `release()`: a state that lasts only as
 * long as the server takes (an upload's progress bar, a list's skeleton, a button's "Generating...")
 * is seen for certain, not by a race. Released, they (and any later ones) go on to the server.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return { release };
}
