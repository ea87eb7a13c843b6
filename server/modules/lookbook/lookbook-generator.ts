import PDFDocument from 'pdfkit';
import type { ContentEvents } from '../../platform/content-events.ts';
import type { Database } from '../../platform/db/client.ts';
import { createBuildGate } from './build-gate.ts';
import { isFullyCovered } from './font-runs.ts';
import { type LookbookContent, loadLookbookContent } from './lookbook-content.ts';
import { drawLookbook } from './lookbook-document.ts';
import { lookbookFileName } from './lookbook-file-name.ts';
import { type FontLibrary, loadFontLibrary, registerFonts } from './lookbook-fonts.ts';
import { PageKit } from './pages/page-kit.ts';
import { cleanRecipientName } from './recipient-name.ts';
import { Typesetter } from './typesetter.ts';

export { LookbookBusyError } from './build-gate.ts';

export interface LookbookGeneratorOptions {
  /** lookbooks built at the same time (default 1: one core stays free for pages) */
  maxConcurrent?: number;
  /** requests waiting for a slot before further ones are refused with LookbookBusyError (default 6) */
  maxQueued?: number;
  /** the public site's address for the contact page (e.g. env.PUBLIC_URL); left out when absent */
  siteUrl?: string;
  /** the clock, for the year on the cover */
  now?: () => Date;
}

export interface LookbookResult {
  pdf: Buffer;
  /** e.g. "larch-and-lime-design-lookbook.pdf" (ASCII) */
  fileName: string;
  pageCount: number;
}

export interface LookbookGenerator {
  /**
   * A lookbook for one visitor. `recipientFirstName` is shown as "Prepared for {name}" on the cover
   * and greets them in the letter; it may hold any Unicode and is only ever drawn as text. A name
   * the bundled fonts cannot draw (CJK, Arabic …) is replaced by "you" rather than shown as boxes.
   * Rejects with LookbookBusyError when too many are being built (SECURITY 14).
   */
  build(input: { recipientFirstName: string }): Promise<LookbookResult>;
  /** Loads fonts, content and pictures ahead of the first visitor (optional, e.g. after boot). */
  prepare(): Promise<void>;
  /** Stops listening for content changes (tests, shutdown). */
  close(): void;
}

/**
 * Builds lookbooks from the studio's content. Fonts are prepared once per process; the content and
 * each picture's JPEG bytes are kept until the content changes (platform/content-events.ts), so a warm build
 * is only layout and PDF writing.
 */
export function createLookbookGenerator(
  db: Database,
  events: ContentEvents,
  options: LookbookGeneratorOptions = {},
): LookbookGenerator {
  const gate = createBuildGate({ maxConcurrent: options.maxConcurrent ?? 1, maxQueued: options.maxQueued ?? 6 });
  const now = options.now ?? (() => new Date());
  let content: Promise<LookbookContent> | null = null;
  let images = new Map<string, Buffer>();

  const stopListening = events.subscribe(() => {
    content = null;
  });

  function loadContent(): Promise<LookbookContent> {
    if (content) return content;
    const loading = loadLookbookContent(db, images).then((loaded) => {
      // Only what this content shows is kept; pictures of removed projects are let go.
      images = loaded.images;
      return loaded;
    });
    content = loading;
    loading.catch(() => {
      if (content === loading) content = null;
    });
    return loading;
  }

  async function render(fonts: FontLibrary, loaded: LookbookContent, recipientFirstName: string) {
    const { settings } = loaded;
    const name = cleanRecipientName(recipientFirstName);
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
    const kit = new PageKit(
      doc,
      new Typesetter(doc, fonts),
      loaded.images,
      `${settings.studioName}  ·  Design lookbook`,
    );
    const pageCount = drawLookbook(kit, {
      content: loaded,
      recipient: drawable ? name : null,
      year: now().getFullYear(),
      siteUrl: options.siteUrl,
    });
    doc.end();
    await finished;
    return { pdf: Buffer.concat(chunks), fileName: lookbookFileName(settings.studioName), pageCount };
  }

  return {
    build: ({ recipientFirstName }) =>
      gate.run(async () => {
        const [fonts, loaded] = await Promise.all([loadFontLibrary(), loadContent()]);
        return render(fonts, loaded, recipientFirstName);
      }),
    prepare: async () => {
      await Promise.all([loadFontLibrary(), loadContent()]);
    },
    close: stopListening,
  };
}
