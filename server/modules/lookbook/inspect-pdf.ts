import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * What poppler-utils (pdfinfo, pdftotext, pdffonts) read from a PDF: an independent reader for the
 * lookbook tests, so they check the file a visitor gets, not what our code believes it wrote.
 */
export interface InspectedPdf {
  pages: number;
  /** "612 x 792 pts (letter)" per page */
  pageSizes: string[];
  /** each page's text, whitespace collapsed to single spaces */
  pageTexts: string[];
  /** the whole text, whitespace collapsed */
  text: string;
  fonts: Array<{ name: string; embedded: boolean }>;
}

const run = promisify(execFile);

export async function inspectPdf(pdf: Buffer): Promise<InspectedPdf> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-lookbook-'));
  const file = path.join(dir, 'lookbook.pdf');
  try {
    await writeFile(file, pdf);
    const info = (await run('pdfinfo', [file])).stdout;
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    const perPage = (await run('pdfinfo', ['-f', '1', '-l', String(pages), file])).stdout;
    const pageSizes = [...perPage.matchAll(/^Page\s+\d+ size:\s+(.+)$/gm)].map((m) => (m[1] ?? '').trim());
    // -layout keeps each printed line together (a footer, a contents row) whatever the drawing order.
    const raw = (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 }))
      .stdout;
    // pdftotext ends every page with a form feed.
    const pageTexts = raw
      .split('\f')
      .slice(0, pages)
      .map((page) => page.replace(/\s+/g, ' ').trim());
    const fontTable = (await run('pdffonts', [file])).stdout.split('\n').slice(2).filter(Boolean);
    const fonts = fontTable.map((line) => {
      const columns = line.trim().split(/\s+/);
      // name type… encoding emb sub uni object ID: "emb" is the fifth column from the end
      return { name: columns[0] ?? '', embedded: columns.at(-5) === 'yes' };
    });
    return { pages, pageSizes, pageTexts, text: pageTexts.join(' '), fonts };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
