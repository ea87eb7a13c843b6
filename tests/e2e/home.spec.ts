import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * The home page (public site §2 Home, §4 carousels, §9 constants; D5, D6, D7).
 * Carousel timing runs on Playwright's fake clock: it stands still from the start and moves only by
 * `runFor` (while the page hydrates, one frame at a time).
 *
 * The carousels' rules are the same at any width and run at desktop size. At phone size too (PHONE):
 * the hero's controls, which a phone lays out elsewhere (at the left of its bottom edge), the heights
 * the sections below the first screen stand in at (set per width), and axe.
 */

const HERO_MS = 4000;
const TESTIMONIAL_MS = 6000;

interface ApiTestimonial {
  rating: number;
}
interface ApiProject {
  title: string;
  description: string;
}
interface ApiPost {
  slug: string;
  published: boolean;
}

/**
 * Opens the home page on a fake clock that stands still from the start, and carousel time moves only
 * when a test calls `runFor`. The page asks for its scripts after a frame and a task once its hero
 * is painted (server/platform/http/ssr/module-preloads.ts), which a clock standing still never
 * gives: the clock is moved on one frame (16 ms) at a time until the page has hydrated, so the
 * carousels start at most one frame before the tests' own `runFor`.
 */
async function openHome(page: Page) {
  const start = new Date('2026-03-02T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  // Not page.goto('/'), which waits for a hydration this clock holds back: a page of no script first.
  await page.goto('/robots.txt');
  await page.evaluate(() => window.location.assign('/'));
  await page.waitForURL('/', { waitUntil: 'domcontentloaded' });
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return page.locator('html[data-hydrated="true"]').count();
    })
    .toBe(1);
  await waitForHydration(page);
}

/** Buttons do nothing until React has hydrated them: wait for its props on the carousels. */
async function waitForHydration(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const carousels = [...document.querySelectorAll('[aria-roledescription="carousel"]')];
        return (
          carousels.length > 0 && carousels.every((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))
        );
      }),
    )
    .toBe(true);
}

/** Moves the mouse off every carousel (onto the page header), so hovering no longer holds one still. */
async function moveMouseAway(page: Page) {
  await page.mouse.move(5, 5);
}

/** The dot of the slide on show carries aria-current, and only that slide is exposed to assistive technology. */
async function expectCurrent(carousel: Locator, item: 'slide' | 'testimonial', n: number, count: number) {
  await expect(carousel.getByRole('button', { name: `Show ${item} ${n} of ${count}`, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(carousel.getByRole('group', { name: `${n} of ${count}`, exact: true })).toBeAttached();
  await expect(carousel.getByRole('group')).toHaveCount(1);
}

test.describe('the hero slideshow', () => {
  let slides = 0;
  test.beforeEach(async ({ request }) => {
    slides = ((await (await request.get('/api/banner/images')).json()) as string[]).length;
    expect(slides, 'the demo studio has several banner images').toBeGreaterThan(2);
  });

  const heroOf = (page: Page) => page.getByRole('region', { name: 'Featured interiors' });

  test('shows the banner images one by one, every 4 seconds, wrapping from the last to the first', async ({ page }) => {
    await openHome(page);
    const hero = heroOf(page);
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectCurrent(hero, 'slide', 1, slides);

    await page.clock.runFor(HERO_MS);
    await expectCurrent(hero, 'slide', 2, slides);

    await hero.getByRole('button', { name: `Show slide ${slides} of ${slides}` }).click();
    await expectCurrent(hero, 'slide', slides, slides);
    await moveMouseAway(page);
    await page.clock.runFor(HERO_MS);
    await expectCurrent(hero, 'slide', 1, slides);
  });

  test('previous, next and the dots change the slide', PHONE, async ({ page }) => {
    await openHome(page);
    const hero = heroOf(page);
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(hero, 'slide', 2, slides);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expectCurrent(hero, 'slide', 1, slides);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expectCurrent(hero, 'slide', slides, slides);
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(hero, 'slide', 1, slides);
    await hero.getByRole('button', { name: `Show slide 3 of ${slides}` }).click();
    await expectCurrent(hero, 'slide', 3, slides);
  });

  test('pause stops it and play starts it again (D7)', async ({ page }) => {
    await openHome(page);
    const hero = heroOf(page);
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.clock.runFor(10_000);
    await expectCurrent(hero, 'slide', 1, slides);

    await hero.getByRole('button', { name: 'Play slideshow' }).click();
    await expect(hero.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.clock.runFor(HERO_MS);
    await expectCurrent(hero, 'slide', 2, slides);
  });

  test('resting the mouse on it holds it still, and moving away lets it go on (D7)', async ({ page }) => {
    await openHome(page);
    const hero = heroOf(page);
    const box = await hero.boundingBox();
    if (!box) throw new Error('the hero has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(10_000);
    await expectCurrent(hero, 'slide', 1, slides);

    await moveMouseAway(page);
    await page.clock.runFor(HERO_MS);
    await expectCurrent(hero, 'slide', 2, slides);
  });

  test('keyboard focus arriving in it pauses it, and Play resumes it with focus still inside (D7)', async ({
    page,
  }) => {
    await openHome(page);
    const hero = heroOf(page);
    // The carousel follows the calls to action in the tab order; its pause button comes first.
    await page.getByRole('link', { name: 'Start a project' }).focus();
    await page.keyboard.press('Tab');
    const play = hero.getByRole('button', { name: 'Play slideshow' });
    await expect(play).toBeFocused();
    await page.clock.runFor(10_000);
    await expectCurrent(hero, 'slide', 1, slides);

    await page.keyboard.press('Enter');
    await expect(hero.getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
    await page.clock.runFor(HERO_MS);
    await expectCurrent(hero, 'slide', 2, slides);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectCurrent(hero, 'slide', 1, slides);
  });

  test('nothing moves by itself under prefers-reduced-motion, and there is nothing to pause (D7)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    const hero = heroOf(page);
    for (let i = 0; i < 5; i++) await page.clock.runFor(HERO_MS);
    await expectCurrent(hero, 'slide', 1, slides);
    await expect(hero.getByRole('button', { name: /^(Pause|Play) slideshow$/ })).toBeHidden();
    // The visitor can still move through the images by hand.
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(hero, 'slide', 2, slides);
  });

  test('the first image is the LCP image: rendered on the server, high priority and never lazy', async ({
    page,
    request,
  }) => {
    const [firstUrl] = (await (await request.get('/api/banner/images')).json()) as string[];
    const hash = firstUrl?.split('/')[2];
    expect(hash).toBeTruthy();

    const html = await (await request.get('/', { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/156' } })).text();
    const priorityImages = html.match(/<img[^>]*fetchpriority="high"[^>]*>/gi) ?? [];
    expect(priorityImages).toHaveLength(1);
    expect(priorityImages[0]).toContain(`/media/${hash}/`);
    expect(priorityImages[0]).not.toMatch(/loading="lazy"/i);

    await page.goto('/');
    const first = heroOf(page)
      .getByRole('group', { name: `1 of ${slides}`, exact: true })
      .getByRole('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test.describe('the testimonial carousel', () => {
  let count = 0;
  test.beforeEach(async ({ request }) => {
    count = ((await (await request.get('/api/testimonials')).json()) as ApiTestimonial[]).length;
    expect(count, 'the demo studio has several testimonials').toBeGreaterThan(2);
  });

  const carouselOf = (page: Page) => page.getByRole('region', { name: 'Client testimonials' });

  test('advances every 6 seconds and wraps from the last to the first', async ({ page }) => {
    await openHome(page);
    const carousel = carouselOf(page);
    await expectCurrent(carousel, 'testimonial', 1, count);
    await page.clock.runFor(TESTIMONIAL_MS);
    await expectCurrent(carousel, 'testimonial', 2, count);

    await carousel.getByRole('button', { name: `Show testimonial ${count} of ${count}` }).click();
    await expectCurrent(carousel, 'testimonial', count, count);
    await moveMouseAway(page);
    await page.clock.runFor(TESTIMONIAL_MS);
    await expectCurrent(carousel, 'testimonial', 1, count);
  });

  test('shows the rating, quote, name and project of each testimonial', async ({ page, request }) => {
    const [first] = (await (await request.get('/api/testimonials')).json()) as {
      name: string;
      content: string;
      rating: number;
      project: string | null;
    }[];
    if (!first) throw new Error('no testimonial');
    await openHome(page);
    const slide = carouselOf(page).getByRole('group', { name: `1 of ${count}`, exact: true });
    await expect(slide.getByRole('img', { name: `Rated ${first.rating} out of 5` })).toBeVisible();
    await expect(slide.getByRole('blockquote')).toContainText(first.content);
    await expect(slide).toContainText(first.name);
    if (first.project) await expect(slide).toContainText(first.project);
  });

  test('previous, next and the dots change the testimonial', async ({ page }) => {
    await openHome(page);
    const carousel = carouselOf(page);
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expectCurrent(carousel, 'testimonial', count, count);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expectCurrent(carousel, 'testimonial', 1, count);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expectCurrent(carousel, 'testimonial', 2, count);
    await carousel.getByRole('button', { name: `Show testimonial 3 of ${count}` }).click();
    await expectCurrent(carousel, 'testimonial', 3, count);
  });

  test('pause stops it and play starts it again (D7)', async ({ page }) => {
    await openHome(page);
    const carousel = carouselOf(page);
    await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
    await moveMouseAway(page);
    await page.clock.runFor(2 * TESTIMONIAL_MS);
    await expectCurrent(carousel, 'testimonial', 1, count);

    await carousel.getByRole('button', { name: 'Play testimonials' }).click();
    await moveMouseAway(page);
    await page.clock.runFor(TESTIMONIAL_MS);
    await expectCurrent(carousel, 'testimonial', 2, count);
  });

  test('resting the mouse on it holds it still (D7)', async ({ page }) => {
    await openHome(page);
    const carousel = carouselOf(page);
    await carousel.getByRole('blockquote').first().scrollIntoViewIfNeeded();
    await carousel.hover({ position: { x: 10, y: 10 } });
    await page.clock.runFor(2 * TESTIMONIAL_MS);
    await expectCurrent(carousel, 'testimonial', 1, count);
  });

  test('does not move by itself under prefers-reduced-motion (D7)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    for (let i = 0; i < 4; i++) await page.clock.runFor(TESTIMONIAL_MS);
    await expectCurrent(carouselOf(page), 'testimonial', 1, count);
  });
});

test.describe('the home page sections', () => {
  test('featured project cards cut their description at 100 characters', async ({ page, request }) => {
    const featured = (await (await request.get('/api/projects/featured')).json()) as ApiProject[];
    expect(featured.length).toBeGreaterThan(0);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured Projects' });
    await expect(section.getByRole('listitem')).toHaveCount(featured.length);
    for (const project of featured) {
      const card = section.getByRole('listitem').filter({ hasText: project.title });
      const shown =
        project.description.length <= 100 ? project.description : `${project.description.slice(0, 100).trimEnd()}...`;
      await expect(card.getByText(shown, { exact: true })).toBeVisible();
      expect(shown.length).toBeLessThanOrEqual(103);
    }
  });

  test('the short bio introduces the designer and links to the about page', async ({ page }) => {
    await page.goto('/');
    const bio = page.getByRole('region', { name: /\S/ }).filter({ has: page.getByText('Meet the designer') });
    await expect(bio.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(bio.getByRole('link', { name: 'More about the studio' })).toHaveAttribute('href', '/about');
  });

  test('the statistics band shows the live counts, the years of experience and the average rating (D6)', async ({
    page,
    request,
  }) => {
    const projects = (await (await request.get('/api/projects')).json()) as unknown[];
    const testimonials = (await (await request.get('/api/testimonials')).json()) as ApiTestimonial[];
    const average = testimonials.reduce((sum, t) => sum + t.rating, 0) / testimonials.length;
    await page.goto('/');
    const band = page.getByRole('region', { name: 'The studio in numbers' });
    const value = (label: string) =>
      band
        .locator('div')
        .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
        .getByRole('definition');

    await expect(band.getByRole('term')).toHaveText([
      'Projects Completed',
      'Happy Clients',
      'Years of Experience',
      'Average Rating',
    ]);
    await expect(value('Projects Completed')).toHaveText(String(projects.length));
    await expect(value('Happy Clients')).toHaveText(String(testimonials.length));
    await expect(value('Years of Experience')).toHaveText(/^\d+$/);
    await expect(value('Average Rating')).toHaveText((Math.round(average * 10) / 10).toFixed(1));
  });

  test('the process shows its four steps in order and a mail link to schedule a consultation', async ({ page }) => {
    await page.goto('/');
    const process = page.getByRole('region', { name: 'Our Design Process' });
    await expect(process.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
      'Initial Consultation',
      'Design Development',
      'Implementation',
      'Final Reveal',
    ]);
    const email = (await page.getByRole('contentinfo').getByRole('link', { name: /@/ }).textContent())?.trim();
    expect(email).toBeTruthy();
    const link = process.getByRole('link', { name: 'Schedule a Consultation' });
    await expect(link).toHaveAttribute('href', new RegExp(`^mailto:${email?.replaceAll('.', '\\.')}\\?subject=.+`));
  });

  test('at most three articles, all of them published, under Latest Articles', async ({ page, request }) => {
    const published = (await (await request.get('/api/blog')).json()) as ApiPost[];
    await page.goto('/');
    const articles = page.getByRole('region', { name: 'Latest Articles' }).getByRole('listitem');
    const shown = await articles.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(3);
    for (const href of await articles
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      const post = published.find((p) => href === `/blog/${p.slug}`);
      expect(post?.published, `${href} is a published post`).toBe(true);
    }
  });
});

test.describe('accessibility of the home page', () => {
  test('axe finds no violations', PHONE, async ({ page }) => {
    // With motion, as most visitors see it (the phone project otherwise asks for less of it).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await waitForHydration(page);
    // Paused, so axe never measures a testimonial half-way through its fade (axe needs real timers).
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    await moveMouseAway(page);
    // The helper draws the sections below the first screen first: axe judges them as seen.
    await expectNoAxeViolations(page);
  });

  test('axe finds no violations under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});

test.describe('the first screen comes first (issue 12, ADR 016)', () => {
  test(
    'the sections below it are drawn only when they come near, and stand in at about their own height',
    PHONE,
    async ({ page }) => {
      await page.goto('/');
      const sections = page.locator('.below-first-screen');
      await expect(sections).toHaveCount(6);
      const heights = () => sections.evaluateAll((all) => all.map((section) => section.getBoundingClientRect().height));
      expect(
        await sections.evaluateAll((all) => all.map((section) => getComputedStyle(section).contentVisibility)),
      ).toEqual(Array(6).fill('auto'));
      // Not yet drawn: each stands in at the height app.css gives it for this width.
      const standIns = await heights();
      for (const section of await sections.all()) await section.scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const drawn = await heights();
      // Within 5%: scrolling back to a place in the page lands where it was, not a screen away.
      drawn.forEach((height, index) => {
        expect(
          Math.abs(height - (standIns[index] ?? 0)),
          `section ${index + 1}: ${standIns[index]} → ${height}`,
        ).toBeLessThanOrEqual(height * 0.05);
      });
    },
  );
  test('the parts hydrated later, six sections and the footer, hydrate without an error before the page says it is hydrated', async ({
    page,
  }) => {
    // Six sections of the home page and the footer, each its own Suspense boundary (HydrateLater).
    const html = await (await page.request.get('/')).text();
    expect(html.match(/<template data-hydrate-later="waiting"><\/template>/g)).toHaveLength(7);
    // React reports a part it could not hydrate (and drew again) as an error on the page.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The test fixture waits for <html data-hydrated> after goto: by then every part has hydrated.
    await page.goto('/');
    await expect(page.locator('template[data-hydrate-later="done"]')).toHaveCount(7);
    await expect(page.locator('template[data-hydrate-later="waiting"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
