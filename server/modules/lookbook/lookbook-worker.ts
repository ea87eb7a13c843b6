/**
 * The lookbook's CPU part, run in a worker thread of the pool (lookbook-pool.ts): layout and PDF
 * writing. It gets plain data — the content the main thread read and keeps, the JPEG bytes — and
 * answers the PDF's bytes, transferred, not copied. It reads no database and no settings: the
 * fonts are the only thing it loads itself, once per worker (lookbook-fonts.ts keeps them).
 *
 * Imports only what drawing needs (no database, no HTTP): it is the entry of its own bundle in the
 * production build (vite.config.ts), and of the worker threads Vitest and `npm run dev` start from
 * source.
 */
import { threadId } from 'node:worker_threads';
import PDFDocument from 'pdfkit';
import Tinypool from 'tinypool';
import { isFullyCovered } from './font-runs.ts';
import type { LookbookContent } from './lookbook-content.ts';
import { drawLookbook } from './lookbook-document.ts';
import { type FontLibrary, loadFontLibrary, registerFonts } from './lookbook-fonts.ts';
import { PageKit } from './pages/page-kit.ts';
import { cleanRecipientName } from './recipient-name.ts';
import { Typesetter } from './typesetter.ts';

/** What the main thread sends: everything one lookbook shows, nothing that needs a database. */
export interface LookbookTask {
  /** structured-cloned; the images arrive as Uint8Arrays over the main thread's shared memory */
  content: Omit<LookbookContent, 'images'> & { images: Map<string, Uint8Array> };
  recipientFirstName: string;
  /** the year on the cover, from the main thread's clock */
  year: number;
  siteUrl?: string;
}

export interface LookbookTaskResult {
  pdf: Uint8Array;
  pageCount: number;
  /** the worker thread that built it (never 0, the main thread's): what the tests check */
  threadId: number;
}

async function render(fonts: FontLibrary, task: LookbookTask): Promise<LookbookTaskResult> {
  const { content, year, siteUrl } = task;
  const { settings } = content;
  const name = cleanRecipientName(task.recipientFirstName);
  const drawable =
    name !== '' && isFullyCovered(name, fonts.chains.display) && isFullyCovered(name, fonts.chains.displayItalic);
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    lang: 'en-US',
    displayTitle: true,
    info: { Title: `${settings.studioName} — Design Lookbook`, Author: settings.studioName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerFonts(doc, fonts);
  // pdfkit sniffs images with Buffer methods; these views share the bytes, they copy nothing.
  const images = new Map<string, Buffer>();
  for (const [key, bytes] of content.images) images.set(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  const kit = new PageKit(doc, new Typesetter(doc, fonts), images, `${settings.studioName}  ·  Design lookbook`);
  const pageCount = drawLookbook(kit, {
    content: { ...content, images },
    recipient: drawable ? name : null,
    year,
    siteUrl,
  });
  doc.end();
  await finished;
  // One buffer of its own (Buffer.concat may hand out a slice of Node's shared pool), so it can be moved.
  const pdf = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    pdf.set(chunk, offset);
    offset += chunk.length;
  }
  return { pdf, pageCount, threadId };
}

/** The pool's task: one lookbook. The PDF's memory is transferred to the main thread. */
export default async function buildLookbookInWorker(task: LookbookTask) {
  const result = await render(await loadFontLibrary(), task);
  // Tinypool moves what sits under its transferable symbol and answers the value under its value symbol.
  return Tinypool.move({
    [Tinypool.transferableSymbol]: result.pdf.buffer,
    [Tinypool.valueSymbol]: result,
  } as unknown as ArrayBuffer) as unknown as LookbookTaskResult;
}

/** The pool's warm-up task: the fonts, parsed before the first visitor waits for them. */
export async function prepare(): Promise<void> {
  await loadFontLibrary();
}
