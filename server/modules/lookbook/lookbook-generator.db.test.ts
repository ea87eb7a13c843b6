import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '#shared/content.ts';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import { createLocalContentEvents } from '../../platform/content-events.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { projects } from '../../platform/db/schema/index.ts';
import { type InspectedPdf, inspectPdf } from './inspect-pdf.ts';
import { listLookbookProjects } from './lookbook.service.ts';
import { createLookbookGenerator, type LookbookGenerator, type LookbookResult } from './lookbook-generator.ts';

/** The demo studio's lookbook, read back with poppler-utils (public site §1 lookbook, issue 4 item 3). */
describe('the lookbook of the demo studio', () => {
  let handle: DatabaseHandle;
  let generator: LookbookGenerator;
  const contentEvents = createLocalContentEvents();
  let inLookbook: Project[];
  let result: LookbookResult;
  let pdf: InspectedPdf;

  beforeAll(async () => {
    handle = await createTestDatabase('seeded');
    generator = createLookbookGenerator(handle.db, contentEvents, { siteUrl: 'https://larchandlime.example' });
    inLookbook = await listLookbookProjects(handle.db);
    result = await generator.build({ recipientFirstName: 'Zoë' });
    pdf = await inspectPdf(result.pdf);
  }, 120_000);

  afterAll(async () => {
    await generator?.close();
    await handle?.close();
  });

  it('has 20+ pages, all US Letter portrait, and says how many', () => {
    expect(inLookbook.length).toBe(11);
    expect(pdf.pages).toBeGreaterThanOrEqual(20);
    expect(result.pageCount).toBe(pdf.pages);
    expect(pdf.pageSizes).toHaveLength(pdf.pages);
    expect(new Set(pdf.pageSizes)).toEqual(new Set(['612 x 792 pts (letter)']));
  });

  it('names the studio, who it was prepared for, and every in-lookbook project', () => {
    expect(pdf.pageTexts[0]).toContain('Larch & Lime');
    expect(pdf.pageTexts[0]).toContain('Prepared for Zoë');
    expect(pdf.pageTexts[1]).toContain('Dear Zoë,');
    for (const project of inLookbook) {
      expect(pdf.text).toContain(project.title);
      expect(pdf.text).toContain(project.location);
    }
  });

  it('leaves out projects that are not in the lookbook', async () => {
    const all = await handle.db.select({ title: projects.title, inLookbook: projects.inLookbook }).from(projects);
    const excluded = all.filter((p) => !p.inLookbook);
    expect(excluded.length).toBeGreaterThan(0);
    for (const project of excluded) expect(pdf.text).not.toContain(project.title);
  });

  it('sets letter-spaced labels so that they read back as words', () => {
    expect(pdf.text).toContain('LOCATION');
    expect(pdf.text).toContain('KITCHEN · SCANDINAVIAN');
    expect(pdf.text).toContain('BOOK YOUR CONSULTATION');
  });

  it('has the sections of a lookbook, the contents page pointing at them', () => {
    for (const heading of [
      'Inside this lookbook',
      'Design notes',
      'Our design process',
      'What our clients say',
      'How we can help',
      'Book a consultation',
    ]) {
      expect(pdf.text).toContain(heading);
    }
    const contents = pdf.pageTexts[2] ?? '';
    const contactPage = pdf.pages;
    expect(contents).toContain(`Let’s begin ${String(contactPage).padStart(2, '0')}`);
    expect(pdf.pageTexts[contactPage - 1]).toContain('Book a consultation');
  });

  it('ends with how to book: e-mail, phone, public address and opening hours', () => {
    const last = pdf.pageTexts.at(-1) ?? '';
    for (const fact of [
      'hello@larchandlime.example',
      '(503) 555-0142',
      '2148 NE Alberta Street',
      'Portland, OR 97211',
      'Monday – Friday: 9 am – 6 pm',
      'Sunday: Closed',
      'larchandlime.example',
    ]) {
      expect(last).toContain(fact);
    }
    expect(pdf.text).not.toContain('studio@larchandlime.example');
  });

  it('its "Book your consultation" button opens the site’s booking page', () => {
    // pdfkit writes link annotations as plain objects: the target is in the file as written.
    expect(result.pdf.toString('latin1')).toContain('/URI (https://larchandlime.example/book)');
  });

  it('has text on every page and a page number in every footer but the cover', () => {
    pdf.pageTexts.forEach((text, i) => {
      expect(text.length, `page ${i + 1}`).toBeGreaterThan(20);
      if (i > 0) {
        expect(text, `page ${i + 1}`).toContain('LARCH & LIME · DESIGN LOOKBOOK');
        expect(text.split(' '), `page ${i + 1}`).toContain(String(i + 1).padStart(2, '0'));
      }
    });
  });

  it('embeds every font it uses (no reliance on the reader having them)', () => {
    expect(pdf.fonts.length).toBeGreaterThan(0);
    expect(pdf.fonts.filter((font) => !font.embedded)).toEqual([]);
    expect(pdf.fonts.map((font) => font.name).join(' ')).toMatch(/Fraunces/);
  });

  it("is named for the studio's lookbook and weighs under 10 MB", () => {
    expect(result.fileName).toBe('larch-and-lime-design-lookbook.pdf');
    expect(result.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(result.pdf.byteLength).toBeLessThan(10 * 1024 * 1024);
  });

  it.each(['Łukasz', 'Đặng', 'Ἀλέξανδρος', 'Дмитрий'])('prints the name %s as text on the cover', async (name) => {
    const cover = await inspectPdf((await generator.build({ recipientFirstName: name })).pdf);
    expect(cover.pageTexts[0]).toContain(`Prepared for ${name}`);
    expect(cover.pageTexts[1]).toContain(`Dear ${name},`);
  });

  it('prints a name written with combining marks in its composed form', async () => {
    const cover = await inspectPdf((await generator.build({ recipientFirstName: 'Zoe\u0308' })).pdf);
    expect(cover.pageTexts[0]).toContain('Prepared for Zoë');
  });

  it('addresses the reader as "you" when no bundled font can draw the name, instead of failing', async () => {
    const built = await generator.build({ recipientFirstName: '王小明' });
    const cover = await inspectPdf(built.pdf);
    expect(cover.pageTexts[0]).toContain('Prepared especially for you');
    expect(cover.pageTexts[1]).toContain('Hello,');
    expect(built.pageCount).toBe(result.pageCount);
  });

  it('draws markup and line breaks in a name as plain text on one line', async () => {
    const cover = await inspectPdf((await generator.build({ recipientFirstName: '<b>Zoë</b>\r\nX' })).pdf);
    expect(cover.pageTexts[0]).toContain('Prepared for <b>Zoë</b> X');
  });

  it('shows changed content once the content-changed event has fired', async () => {
    const [first] = inLookbook;
    if (!first) throw new Error('no project in the lookbook');
    await handle.db.update(projects).set({ title: 'Renamed Parlour Of Test' }).where(eq(projects.id, first.id));
    // Page 4 is the first project's spread.
    const stale = await inspectPdf((await generator.build({ recipientFirstName: 'Zoë' })).pdf);
    expect(stale.pageTexts[3]).toContain(first.title);
    contentEvents.emit();
    const fresh = await inspectPdf((await generator.build({ recipientFirstName: 'Zoë' })).pdf);
    expect(fresh.pageTexts[3]).toContain('Renamed Parlour Of Test');
    expect(fresh.pageTexts[3]).not.toContain(first.title);
  });
});
