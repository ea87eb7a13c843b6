import { escapeHtml } from '#shared/escape-html.ts';

/**
 * The admins' Monday e-mail (issue 30, docs/analytics.md): last week's visitors beside the week
 * before, the pages most seen, the pages that brought enquiries and how fast the pages were.
 */
export interface WeeklyDigestInput {
  studioName: string;
  /** "November 16 – 22, 2026" */
  weekLabel: string;
  visitors: number;
  previousVisitors: number;
  pageviews: number;
  enquiries: number;
  topPages: { path: string; pageviews: number; url: string }[];
  /** project pages and journal posts that brought at least one enquiry or lookbook download */
  enquiryPages: { title: string; enquiries: number; lookbooks: number; url: string }[];
  /** one line per kind of page and screen measured ("Project pages on phones: LCP 1.9 s good, …"); the most measured first */
  speed: string[];
  analyticsUrl: string;
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "+25 %" / "−10 %" / "no visitors the week before" */
export function changeAgainst(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'the same as the week before' : 'none the week before';
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return 'the same as the week before';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)} % on the week before`;
}

export function renderWeeklyDigest(input: WeeklyDigestInput): { subject: string; html: string; text: string } {
  const subject = `${input.studioName}: ${count(input.visitors, 'visitor', 'visitors')} and ${count(input.enquiries, 'enquiry', 'enquiries')}, ${input.weekLabel}`;
  const text: string[] = [
    `Last week at ${input.studioName} (${input.weekLabel}):`,
    `- ${count(input.visitors, 'visitor', 'visitors')} (${changeAgainst(input.visitors, input.previousVisitors)})`,
    `- ${count(input.pageviews, 'page view', 'page views')}`,
    `- ${count(input.enquiries, 'enquiry', 'enquiries')}`,
    '',
  ];
  const html: string[] = [
    `<p>Last week at ${escapeHtml(input.studioName)} (${escapeHtml(input.weekLabel)}):</p><ul>`,
    `<li>${escapeHtml(count(input.visitors, 'visitor', 'visitors'))} (${escapeHtml(changeAgainst(input.visitors, input.previousVisitors))})</li>`,
    `<li>${escapeHtml(count(input.pageviews, 'page view', 'page views'))}</li>`,
    `<li>${escapeHtml(count(input.enquiries, 'enquiry', 'enquiries'))}</li></ul>`,
  ];
  const section = (title: string, lines: { text: string; html: string }[], none: string) => {
    text.push(`${title}:`, ...(lines.length ? lines.map((line) => `- ${line.text}`) : [none]), '');
    html.push(
      `<h2>${escapeHtml(title)}</h2>`,
      lines.length ? `<ul>${lines.map((line) => `<li>${line.html}</li>`).join('')}</ul>` : `<p>${escapeHtml(none)}</p>`,
    );
  };
  section(
    'Pages most seen',
    input.topPages.map((page) => {
      const views = count(page.pageviews, 'view', 'views');
      return {
        text: `${page.path}: ${views} (${page.url})`,
        html: `<a href="${escapeHtml(page.url)}">${escapeHtml(page.path)}</a>: ${escapeHtml(views)}`,
      };
    }),
    'No visits were recorded.',
  );
  section(
    'Pages that brought enquiries',
    input.enquiryPages.map((page) => {
      const what = [
        page.enquiries ? count(page.enquiries, 'enquiry', 'enquiries') : '',
        page.lookbooks ? count(page.lookbooks, 'lookbook download', 'lookbook downloads') : '',
      ]
        .filter(Boolean)
        .join(', ');
      return {
        text: `${page.title}: ${what} (${page.url})`,
        html: `<a href="${escapeHtml(page.url)}">${escapeHtml(page.title)}</a>: ${escapeHtml(what)}`,
      };
    }),
    'No enquiry or lookbook download came from a project page or journal post.',
  );
  section(
    'Page speed for real visitors (75th percentile)',
    input.speed.map((line) => ({ text: line, html: escapeHtml(line) })),
    'No visit was measured.',
  );
  text.push(`All figures: ${input.analyticsUrl}`);
  html.push(`<p><a href="${escapeHtml(input.analyticsUrl)}">All figures in Analytics</a></p>`);
  return { subject, html: html.join('\n'), text: text.join('\n') };
}
