import { HTML_REQUEST_HEADERS } from './browser-headers.ts';
import { imageUrlsInHtml } from './image-urls.ts';
import type { BenchPage } from './pages.ts';

export interface WarmUpSummary {
  pages: number;
  images: number;
  failed: string[];
  seconds: number;
}

// The server encodes two variants at a time; more parallel requests would only queue there.
const IMAGE_CONCURRENCY = 2;

async function requestAll(urls: string[], failed: string[]): Promise<void> {
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) failed.push(`${response.status} ${url}`);
      } catch (error) {
        failed.push(`${error instanceof Error ? error.message : error} ${url}`);
      }
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
}

/**
 * Requests every page once and every image URL on it (all formats and widths), so the first
 * measured visit finds rendered code paths hot and every media variant already encoded: otherwise
 * the first Lighthouse run of a page would time AVIF encoding, not the site. Without `withImages`
 * (only the server suite, which requests no images) the images are listed but not requested.
 */
export async function warmUp(baseUrl: string, pages: BenchPage[], withImages: boolean): Promise<WarmUpSummary> {
  const started = Date.now();
  const failed: string[] = [];
  const images = new Set<string>();
  for (const page of pages) {
    const url = `${baseUrl}${page.path}`;
    const response = await fetch(url, { headers: HTML_REQUEST_HEADERS });
    const html = await response.text();
    if (!response.ok) failed.push(`${response.status} ${url}`);
    for (const image of imageUrlsInHtml(html, url)) images.add(image);
  }
  if (withImages) await requestAll([...images], failed);
  return { pages: pages.length, images: withImages ? images.size : 0, failed, seconds: (Date.now() - started) / 1000 };
}
