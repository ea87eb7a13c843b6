import type { ChatLink, RoomType } from '#shared/chat.ts';
import type { Project } from '#shared/content.ts';
import { ROOM_GUIDES } from '../../knowledge/room-guides.ts';
import { optionLabel, type StudioSnapshot } from '../../knowledge/studio-snapshot.ts';
import type { StyleGuide } from '../../knowledge/style-guides.ts';
import { firstSentences, joinList, labelInSentence, lowerFirst, pickSentences } from '../../text/sentences.ts';
import { type Answer, type AnswerInput, answer, CONTACT_LINK, categoryLink, projectLink } from '../answer.ts';
import { roomsIn } from '../conversation-focus.ts';

const PORTFOLIO_LINK: ChatLink = { href: '/portfolio', label: 'Our portfolio' };

/** "Midnight Navy Kitchen (Eastmoreland, Portland)" */
function named(project: Project): string {
  return project.location ? `${project.title} (${project.location})` : project.title;
}

function plural(label: string): string {
  const lower = label.toLowerCase();
  return lower.endsWith('s') ? lower : `${lower}s`;
}

/** The projects to show first: featured ones, then the studio's order. */
function showcase(projects: Project[], count: number): Project[] {
  return [...projects].sort((a, b) => Number(b.featured) - Number(a.featured)).slice(0, count);
}

export function answerProject({ message, focus, index }: AnswerInput, project: Project): Answer {
  const { snapshot } = index;
  const category = optionLabel(snapshot.options.categories, project.category);
  const style = optionLabel(snapshot.options.styles, project.style);
  const detail = focus.topic ? pickSentences(project.description, message, 2) : [];
  const body = detail.length > 0 ? detail.join(' ') : firstSentences(project.description, 3);
  const parts = [
    `${named(project)} is one of our ${category.toLowerCase()} projects, in a ${labelInSentence(style)} style.`,
    body,
  ];
  const testimonial = snapshot.testimonials.find((t) => t.projectSlug === project.slug);
  if (testimonial) parts.push(`The owners said: “${firstSentences(testimonial.content, 1)}”`);
  return answer(
    parts.join(' '),
    [projectLink(project), categoryLink(project.category, category)],
    [`${project.title} (${project.location}; ${category}; ${style}): ${project.description}`],
  );
}

/** "Do you do kitchens?" — yes with examples, or plainly no when the portfolio has none. */
export function answerRoomWork(input: AnswerInput, room: RoomType): Answer {
  const { snapshot } = input.index;
  const guide = ROOM_GUIDES[room];
  const style = input.focus.style;
  const inCategory = guide.category ? snapshot.projects.filter((p) => p.category === guide.category) : [];
  if (inCategory.length === 0) return answerMissingRoom(snapshot, room);
  const categoryLabel = optionLabel(snapshot.options.categories, guide.category ?? '');
  const styled = style ? inCategory.filter((p) => p.style === style.style) : [];
  const picks = showcase(styled.length > 0 ? styled : inCategory, 3);
  const count = `${inCategory.length} project${inCategory.length === 1 ? '' : 's'}`;
  const parts = [`Yes, ${guide.label}s are one of our portfolio categories, with ${count} to look at.`];
  if (style && styled.length > 0) {
    const titles = joinList(styled.map((p) => p.title));
    parts.push(`Of those, ${titles} ${styled.length === 1 ? 'is' : 'are'} ${labelInSentence(style.label)} in style.`);
  } else if (style) {
    parts.push(`None of them is ${labelInSentence(style.label)} in style yet, but here are some we have done.`);
  }
  parts.push(...picks.map((p) => `${named(p)}: ${firstSentences(p.description, 1)}`));
  return answer(
    parts.join(' '),
    [...picks.map(projectLink), categoryLink(guide.category ?? '', categoryLabel)],
    picks.map((p) => `${p.title}: ${p.description}`),
  );
}

function answerMissingRoom(snapshot: StudioSnapshot, room: RoomType): Answer {
  const { label } = ROOM_GUIDES[room];
  const services = snapshot.settings.services.map((s) => s.title);
  const offered = [...snapshot.settings.footerServices, ...snapshot.options.projectTypes.map((o) => o.label)];
  const related = offered.find((title) => roomsIn(title).includes(room));
  const parts = [`There isn't a ${label} in our portfolio yet, so I can't show you one.`];
  if (related) parts.push(`${related} is among the work the studio lists, though.`);
  else if (services.length > 0) parts.push(`The studio's services (${joinList(services)}) cover the whole home.`);
  parts.push(`Describe your ${label} in the enquiry form and the studio will tell you how it can help.`);
  return answer(parts.join(' '), [CONTACT_LINK, PORTFOLIO_LINK], [], true);
}

export function answerStyleWork({ index }: AnswerInput, style: StyleGuide): Answer {
  const { snapshot } = index;
  const matching = snapshot.projects.filter((p) => p.style === style.style);
  if (matching.length === 0) {
    return answer(
      `We don't have a ${labelInSentence(style.label)} project in the portfolio yet. ${style.concept} If that's the look you want, tell us about your home in the enquiry form.`,
      [CONTACT_LINK, PORTFOLIO_LINK],
    );
  }
  const picks = showcase(matching, 3);
  const parts = [
    `Yes: ${joinList(picks.map((p) => p.title))} ${picks.length === 1 ? 'is' : 'are'} ${labelInSentence(style.label)} in style.`,
    `The ${labelInSentence(style.label)} look, as we think of it, is ${lowerFirst(style.concept)}`,
  ];
  return answer(
    parts.join(' '),
    [...picks.map(projectLink), PORTFOLIO_LINK],
    picks.map((p) => `${p.title}: ${p.description}`),
  );
}

export function answerPortfolio({ index }: AnswerInput): Answer {
  const { snapshot } = index;
  if (snapshot.projects.length === 0) {
    return answer("The portfolio is still being put together. Tell us about your project and we'll share examples.", [
      CONTACT_LINK,
    ]);
  }
  const counts = snapshot.options.categories
    .map((c) => ({ ...c, count: snapshot.projects.filter((p) => p.category === c.value).length }))
    .filter((c) => c.count > 0)
    .map((c) => {
      // "Dining" is a category label; "dining rooms" is what there are.
      const room = Object.values(ROOM_GUIDES).find((g) => g.category === c.value)?.label ?? c.label.toLowerCase();
      return `${c.count} ${c.count === 1 ? room : plural(room)}`;
    });
  const picks = showcase(snapshot.projects, 3);
  const parts = [
    `Our portfolio has ${snapshot.projects.length} projects${counts.length > 0 ? `: ${joinList(counts)}` : ''}.`,
    `A few to start with: ${joinList(picks.map(named))}.`,
  ];
  return answer(parts.join(' '), [...picks.map(projectLink), PORTFOLIO_LINK], []);
}
