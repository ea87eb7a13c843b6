import type { LookbookContent } from './lookbook-content.ts';
import { drawContactPage } from './pages/contact-page.ts';
import { type ContentsSection, drawContentsPage } from './pages/contents-page.ts';
import { drawCoverPage } from './pages/cover-page.ts';
import { DESIGN_TIP_PAGE_COUNT, drawDesignTipPages } from './pages/design-tips-pages.ts';
import type { PageKit } from './pages/page-kit.ts';
import { drawProcessPage } from './pages/process-page.ts';
import { drawProjectSpread, projectPageCount } from './pages/project-spread.ts';
import { drawServicesPage } from './pages/services-page.ts';
import { drawTestimonialPages, paginateTestimonials } from './pages/testimonials-pages.ts';
import { drawWelcomeLetterPage } from './pages/welcome-letter-page.ts';

export interface LookbookDocumentInput {
  content: LookbookContent;
  /** the recipient's first name, when the fonts can draw it */
  recipient: string | null;
  year: number;
  siteUrl?: string;
}

interface Section {
  title: string;
  pages: number;
  /** lines listed under the section on the contents page, given its first page */
  entries?: (firstPage: number) => ContentsSection['entries'];
  draw(kit: PageKit): void;
}

/**
 * The lookbook, page after page. Every section knows its page count before anything is drawn, so
 * the contents page can name pages that come after it; `drawLookbook` checks the count at the end.
 */
export function drawLookbook(kit: PageKit, { content, recipient, year, siteUrl }: LookbookDocumentInput): number {
  const { settings, projects } = content;
  const testimonialPages = paginateTestimonials(content.testimonials);
  const planned: Section[] = [
    {
      title: 'The portfolio',
      pages: projects.reduce((sum, item) => sum + projectPageCount(item), 0),
      entries: (firstPage) => {
        let page = firstPage;
        return projects.map((item) => {
          const entry = { title: item.project.title, detail: item.project.location, page };
          page += projectPageCount(item);
          return entry;
        });
      },
      draw: (k) => {
        projects.forEach((item, i) => {
          drawProjectSpread(k, item, i, projects.length);
        });
      },
    },
    { title: 'Design notes', pages: DESIGN_TIP_PAGE_COUNT, draw: (k) => drawDesignTipPages(k) },
    { title: 'How we work', pages: 1, draw: (k) => drawProcessPage(k, content.processImage) },
    { title: 'Kind words', pages: testimonialPages.length, draw: (k) => drawTestimonialPages(k, testimonialPages) },
    {
      title: 'Services',
      pages: settings.services.length > 0 ? 1 : 0,
      draw: (k) => drawServicesPage(k, settings.services),
    },
    {
      title: 'Let’s begin',
      pages: 1,
      draw: (k) => drawContactPage(k, { settings, image: content.contactImage, siteUrl }),
    },
  ];
  const sections = planned.filter((section) => section.pages > 0);

  // Page 1 is the cover, 2 the letter, 3 the contents; the sections follow.
  const contents: ContentsSection[] = [{ title: 'A letter from the studio', page: 2 }];
  let page = 4;
  for (const section of sections) {
    contents.push({ title: section.title, page, entries: section.entries?.(page) });
    page += section.pages;
  }
  const expected = page - 1;

  drawCoverPage(kit, { settings, image: content.coverImage, recipient, year });
  drawWelcomeLetterPage(kit, { settings, recipient, projectCount: projects.length });
  drawContentsPage(kit, contents);
  for (const section of sections) section.draw(kit);

  // pdfkit adds pages by itself when text overflows; that is a layout bug, not a lookbook to send.
  if (kit.pageCount !== expected || kit.documentPages !== expected) {
    throw new Error(`lookbook layout made ${kit.documentPages} pages where ${expected} were planned`);
  }
  return kit.pageCount;
}
