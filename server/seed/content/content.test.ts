import { describe, expect, it } from 'vitest';
import { demoBlogPosts } from './blog-posts.ts';
import { demoFormOptions } from './form-options.ts';
import { demoProjects } from './projects.ts';
import { demoStudio } from './studio.ts';
import { demoTestimonials } from './testimonials.ts';
import type { DemoFormOption } from './types.ts';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-f]{6}$/i;

function optionValues(fieldType: DemoFormOption['fieldType']): string[] {
  return demoFormOptions.filter((o) => o.fieldType === fieldType).map((o) => o.value);
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function words(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** Rough sentence count: a sentence ends with . ! or ? followed by a space or the end. */
function sentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/)
    .filter(Boolean);
}

function paragraphs(text: string): string[] {
  return text.split('\n\n');
}

const isHeading = (p: string) => p.startsWith('**');

/** Relative luminance (WCAG) of a #rrggbb color. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('form options', () => {
  it('lists every field type in the agreed order', () => {
    const order = [...new Set(demoFormOptions.map((o) => o.fieldType))];
    expect(order).toEqual(['projectType', 'budget', 'projectCategory', 'projectStyle', 'blogCategory']);
    // each field type's options are contiguous
    const runs = demoFormOptions.map((o) => o.fieldType).filter((t, i, all) => i === 0 || all[i - 1] !== t);
    expect(runs).toEqual(order);
  });

  it('has the agreed values for each field type', () => {
    expect(optionValues('projectType')).toEqual([
      'full-home-design',
      'room-redesign',
      'kitchen-bath',
      'design-consultation',
      'color-material',
      'space-planning',
      'project-management',
    ]);
    expect(optionValues('budget')).toEqual(['under-10k', '10k-25k', '25k-50k', '50k-100k', 'over-100k', 'not-sure']);
    expect(optionValues('projectCategory')).toEqual(['living-room', 'kitchen', 'bedroom', 'dining']);
    expect(optionValues('projectStyle')).toEqual([
      'modern',
      'modern-minimalist',
      'contemporary',
      'traditional',
      'minimalist',
      'rustic',
      'scandinavian',
    ]);
    expect(optionValues('blogCategory')).toEqual([
      'design-tips',
      'trends',
      'inspiration',
      'small-spaces',
      'color-palettes',
      'room-transformations',
    ]);
  });

  it('has kebab-case values and non-empty labels', () => {
    for (const option of demoFormOptions) {
      expect(option.value).toMatch(KEBAB);
      expect(option.label.trim()).not.toBe('');
    }
  });
});

describe('studio', () => {
  it('has the agreed facts', () => {
    expect(demoStudio.studioName.trim()).not.toBe('');
    expect(demoStudio.studioName.toLowerCase()).not.toContain('atelier');
    expect(demoStudio.tagline).toBe(
      'Creating thoughtful, elegant interiors that reflect your unique style and enhance your daily life.',
    );
    expect(demoStudio.yearsExperience).toBe(15);
    expect(demoStudio.email).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
    expect(demoStudio.notificationEmail).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
    expect(demoStudio.phone).toMatch(/555-01\d\d/);
    for (const field of [
      'street',
      'city',
      'region',
      'postalCode',
      'country',
      'designerName',
      'designerTitle',
    ] as const) {
      expect(demoStudio[field].trim()).not.toBe('');
    }
  });

  it('opens Mon–Fri 09:00–18:00, Sat 10:00–16:00 and is closed on Sunday', () => {
    expect(demoStudio.hours).toHaveLength(7);
    expect(demoStudio.hours.map((h) => h.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const h of demoStudio.hours) {
      if (h.day === 0) expect([h.opens, h.closes]).toEqual([null, null]);
      else if (h.day === 6) expect([h.opens, h.closes]).toEqual(['10:00', '16:00']);
      else expect([h.opens, h.closes]).toEqual(['09:00', '18:00']);
    }
  });

  it('links Instagram and Pinterest only', () => {
    expect(demoStudio.socials.instagram).toMatch(/^https:\/\/www\.instagram\.com\/[\w.]+$/);
    expect(demoStudio.socials.pinterest).toMatch(/^https:\/\/www\.pinterest\.com\/[\w.]+$/);
    expect(demoStudio.socials.houzz).toBeNull();
    expect(demoStudio.socials.facebook).toBeNull();
  });

  it('has the six service cards and the five footer services', () => {
    expect(demoStudio.services.map((s) => s.title)).toEqual([
      'Full Home Design',
      'Room Redesign',
      'Design Consultation',
      'Color & Material Selection',
      'Space Planning',
      'Project Management',
    ]);
    for (const service of demoStudio.services) {
      expect(sentences(service.description).length).toBeGreaterThanOrEqual(1);
      expect(sentences(service.description).length).toBeLessThanOrEqual(2);
    }
    expect(demoStudio.footerServices).toEqual([
      'Full Home Design',
      'Room Redesign',
      'Kitchen & Bath',
      'Design Consultation',
      'Project Management',
    ]);
  });

  it('has texts of the right shape', () => {
    const short = words(demoStudio.bioShort);
    expect(short).toBeGreaterThanOrEqual(55);
    expect(short).toBeLessThanOrEqual(85);
    expect(demoStudio.bioShort).not.toContain('\n');
    for (const text of [demoStudio.bio, demoStudio.story]) {
      const ps = paragraphs(text);
      expect(ps.length).toBeGreaterThanOrEqual(2);
      expect(ps.length).toBeLessThanOrEqual(3);
      for (const p of ps) {
        expect(p).toBe(p.trim());
        expect(p).not.toBe('');
        expect(p).not.toContain('\n');
      }
    }
    expect(demoStudio.seoTitle.length).toBeLessThanOrEqual(60);
    expect(demoStudio.seoTitle).toContain(demoStudio.studioName);
    expect(demoStudio.seoDescription.length).toBeLessThanOrEqual(155);
  });
});

describe('projects', () => {
  it('has 4 living rooms, 4 kitchens, 3 bedrooms and 3 dining rooms', () => {
    expect(demoProjects).toHaveLength(14);
    expect(Object.fromEntries(countBy(demoProjects, (p) => p.category))).toEqual({
      'living-room': 4,
      kitchen: 4,
      bedroom: 3,
      dining: 3,
    });
  });

  it('has unique kebab-case slugs and unique titles', () => {
    const slugs = demoProjects.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
    expect(new Set(demoProjects.map((p) => p.title)).size).toBe(demoProjects.length);
  });

  it('derives each slug from its title', () => {
    for (const p of demoProjects) {
      const fromTitle = p.title
        .toLowerCase()
        .replace(/&/g, ' and ')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      expect(p.slug).toBe(fromTitle);
    }
  });

  it('uses only category and style option values, and every style at least once', () => {
    const categories = optionValues('projectCategory');
    const styles = optionValues('projectStyle');
    for (const p of demoProjects) {
      expect(categories).toContain(p.category);
      expect(styles).toContain(p.style);
    }
    expect(new Set(demoProjects.map((p) => p.style))).toEqual(new Set(styles));
  });

  it('has descriptions of 3–5 sentences and 120–700 characters', () => {
    for (const p of demoProjects) {
      expect(p.description.length, p.slug).toBeGreaterThanOrEqual(120);
      expect(p.description.length, p.slug).toBeLessThanOrEqual(700);
      const s = sentences(p.description);
      expect(s.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(s.length, p.slug).toBeLessThanOrEqual(5);
      // the home page cuts at 100 characters: the first sentence should fit and stand alone
      expect(s[0]?.length ?? 0, p.slug).toBeLessThanOrEqual(100);
      expect(p.location).toMatch(/^[^,]+, [^,]+$/);
    }
  });

  it('has 4–7 distinct tags', () => {
    for (const p of demoProjects) {
      expect(p.tags.length, p.slug).toBeGreaterThanOrEqual(4);
      expect(p.tags.length, p.slug).toBeLessThanOrEqual(7);
      expect(new Set(p.tags).size, p.slug).toBe(p.tags.length);
      for (const tag of p.tags) expect(tag).toBe(tag.trim().toLowerCase());
    }
  });

  it('features 6 projects across all categories and puts 11 in the lookbook', () => {
    const featured = demoProjects.filter((p) => p.featured);
    expect(featured).toHaveLength(6);
    expect(new Set(featured.map((p) => p.category)).size).toBe(4);
    expect(demoProjects.filter((p) => p.inLookbook)).toHaveLength(11);
  });

  it('has valid, distinct palettes with a wall that stands apart from the furniture', () => {
    const signatures = new Set<string>();
    for (const p of demoProjects) {
      const colors = Object.values(p.palette);
      expect(colors).toHaveLength(8);
      for (const c of colors) expect(c, p.slug).toMatch(HEX);
      expect(contrast(p.palette.wall, p.palette.primary), p.slug).toBeGreaterThanOrEqual(1.4);
      signatures.add(`${p.palette.wall}|${p.palette.primary}`);
    }
    expect(signatures.size).toBe(demoProjects.length);
  });

  it('has 4–6 shots with unique views 0..5, view 0 first, and non-empty alt texts', () => {
    for (const p of demoProjects) {
      const views = p.shots.map((s) => s.view);
      expect(views.length, p.slug).toBeGreaterThanOrEqual(4);
      expect(views.length, p.slug).toBeLessThanOrEqual(6);
      expect(views[0], p.slug).toBe(0);
      expect(new Set(views).size, p.slug).toBe(views.length);
      for (const v of views) {
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(5);
      }
      for (const shot of p.shots) expect(shot.alt.length, p.slug).toBeGreaterThanOrEqual(20);
      expect(new Set(p.shots.map((s) => s.alt)).size, p.slug).toBe(p.shots.length);
    }
  });

  it('puts 1 or 2 shots of exactly 7 projects in the banner', () => {
    const withBanner = demoProjects.filter((p) => p.shots.some((s) => s.inBanner));
    expect(withBanner).toHaveLength(7);
    for (const p of withBanner) {
      const n = p.shots.filter((s) => s.inBanner).length;
      expect(n, p.slug).toBeGreaterThanOrEqual(1);
      expect(n, p.slug).toBeLessThanOrEqual(2);
    }
  });
});

describe('blog posts', () => {
  const published = demoBlogPosts.filter((p) => p.status === 'published');
  const drafts = demoBlogPosts.filter((p) => p.status === 'draft');

  it('has 8 published posts and 1 draft', () => {
    expect(demoBlogPosts).toHaveLength(9);
    expect(published).toHaveLength(8);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.publishedAt).toBeNull();
  });

  it('publishes on distinct dates between 2026-03-01 and 2026-11-15', () => {
    const times = published.map((p) => {
      expect(p.publishedAt, p.slug).not.toBeNull();
      const iso = p.publishedAt ?? '';
      expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const date = new Date(iso);
      expect(Number.isNaN(date.getTime())).toBe(false);
      expect(date.toISOString()).toBe(iso);
      return date.getTime();
    });
    expect(new Set(published.map((p) => p.publishedAt?.slice(0, 10))).size).toBe(published.length);
    for (const t of times) {
      expect(t).toBeGreaterThanOrEqual(Date.parse('2026-03-01T00:00:00Z'));
      expect(t).toBeLessThan(Date.parse('2026-11-16T00:00:00Z'));
    }
  });

  it('has unique kebab-case slugs and unique titles', () => {
    const slugs = demoBlogPosts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
    expect(new Set(demoBlogPosts.map((p) => p.title)).size).toBe(demoBlogPosts.length);
  });

  it('uses every blog category, with at least two categories holding 2+ published posts', () => {
    const categories = optionValues('blogCategory');
    for (const p of demoBlogPosts) expect(categories).toContain(p.category);
    expect(new Set(demoBlogPosts.map((p) => p.category))).toEqual(new Set(categories));
    const perCategory = countBy(published, (p) => p.category);
    expect([...perCategory.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(2);
  });

  it('features exactly 2 published posts', () => {
    const featured = demoBlogPosts.filter((p) => p.featured);
    expect(featured).toHaveLength(2);
    for (const p of featured) expect(p.status).toBe('published');
  });

  it('has excerpts of at most 160 characters and 3–5 tags', () => {
    for (const p of demoBlogPosts) {
      expect(p.excerpt.length, p.slug).toBeGreaterThan(40);
      expect(p.excerpt.length, p.slug).toBeLessThanOrEqual(160);
      expect(p.excerpt).not.toMatch(/[*#\n]/);
      expect(p.tags.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.tags.length, p.slug).toBeLessThanOrEqual(5);
      expect(new Set(p.tags).size, p.slug).toBe(p.tags.length);
    }
  });

  it('has 400–900 words of content each', () => {
    for (const p of demoBlogPosts) {
      const n = words(p.content);
      expect(n, p.slug).toBeGreaterThanOrEqual(400);
      expect(n, p.slug).toBeLessThanOrEqual(900);
    }
  });

  it('separates paragraphs with exactly one blank line', () => {
    for (const p of demoBlogPosts) {
      expect(p.content, p.slug).toBe(p.content.trim());
      expect(p.content, p.slug).not.toMatch(/\n{3,}/);
      expect(p.content, p.slug).not.toContain('\r');
      for (const para of paragraphs(p.content)) {
        expect(para.trim(), p.slug).not.toBe('');
        expect(para, p.slug).toBe(para.trim());
        expect(para, p.slug).not.toContain('\n');
      }
    }
  });

  it('has well-formed sub-headings in at least 5 posts', () => {
    let withHeadings = 0;
    for (const p of demoBlogPosts) {
      const ps = paragraphs(p.content);
      const headings = ps.filter(isHeading);
      if (headings.length > 0) withHeadings++;
      expect(isHeading(ps[0] ?? ''), `${p.slug} starts with a heading`).toBe(false);
      expect(isHeading(ps.at(-1) ?? ''), `${p.slug} ends with a heading`).toBe(false);
      for (const [i, h] of ps.entries()) {
        if (!isHeading(h)) continue;
        expect(h, p.slug).toMatch(/^\*\*[^*]+\*\*$/);
        expect(h.slice(2, -2), p.slug).toBe(h.slice(2, -2).trim());
        expect(h.length, p.slug).toBeLessThanOrEqual(70);
        expect(isHeading(ps[i + 1] ?? ''), `${p.slug}: two headings in a row`).toBe(false);
      }
    }
    expect(withHeadings).toBeGreaterThanOrEqual(5);
  });

  it('contains no other markdown', () => {
    for (const p of demoBlogPosts) {
      for (const para of paragraphs(p.content).filter((x) => !isHeading(x))) {
        expect(para, p.slug).not.toMatch(/[*#`_<>|~]/);
        expect(para, p.slug).not.toMatch(/\]\(|\[[^\]]*\]/);
        expect(para, p.slug).not.toMatch(/^(?:[-+]\s|\d+[.)]\s)/);
        expect(para, p.slug).not.toContain('${');
      }
    }
  });

  it('illustrates every post with an existing project', () => {
    const slugs = new Set(demoProjects.map((p) => p.slug));
    for (const p of demoBlogPosts) expect(slugs.has(p.imageFromProject), p.slug).toBe(true);
  });
});

describe('testimonials', () => {
  it('has 7 testimonials, 3 of them featured', () => {
    expect(demoTestimonials).toHaveLength(7);
    expect(demoTestimonials.filter((t) => t.featured)).toHaveLength(3);
  });

  it('is mostly five stars with one or two fours', () => {
    const ratings = countBy(demoTestimonials, (t) => String(t.rating));
    expect([...ratings.keys()].sort()).toEqual(['4', '5']);
    expect(ratings.get('4')).toBeGreaterThanOrEqual(1);
    expect(ratings.get('4')).toBeLessThanOrEqual(2);
  });

  it('links 6 testimonials to existing projects by slug and title, and one to none', () => {
    const linked = demoTestimonials.filter((t) => t.projectSlug !== null);
    expect(linked).toHaveLength(6);
    for (const t of linked) {
      const project = demoProjects.find((p) => p.slug === t.projectSlug);
      expect(project, t.name).toBeDefined();
      expect(t.project).toBe(project?.title);
    }
    expect(new Set(linked.map((t) => t.projectSlug)).size).toBe(linked.length);
    const unlinked = demoTestimonials.filter((t) => t.projectSlug === null);
    expect(unlinked).toHaveLength(1);
    expect(unlinked[0]?.project).toBeNull();
  });

  it('has quotes of 2–4 sentences from distinct clients', () => {
    expect(new Set(demoTestimonials.map((t) => t.name)).size).toBe(demoTestimonials.length);
    for (const t of demoTestimonials) {
      const n = sentences(t.content).length;
      expect(n, t.name).toBeGreaterThanOrEqual(2);
      expect(n, t.name).toBeLessThanOrEqual(4);
    }
  });
});
