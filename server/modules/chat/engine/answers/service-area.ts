import type { ChatLink } from '#shared/chat.ts';
import type { Project } from '#shared/content.ts';
import { normalizeText } from '../../text/normalize.ts';
import { joinList } from '../../text/sentences.ts';
import { type Answer, type AnswerInput, answer, CONTACT_LINK, projectLink } from '../answer.ts';

const PORTFOLIO_LINK: ChatLink = { href: '/portfolio', label: 'Our portfolio' };

interface Town {
  name: string;
  /** the part of each project's location before the town ("Eastmoreland" of "Eastmoreland, Portland") */
  places: string[];
  projects: Project[];
}

/** The portfolio's projects grouped by town, read from their "Neighbourhood, Town" locations. */
function townsOf(projects: Project[]): Town[] {
  const towns = new Map<string, Town>();
  for (const project of projects) {
    const parts = project.location
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const name = parts.at(-1);
    if (!name) continue;
    const town = towns.get(name) ?? { name, places: [], projects: [] };
    const place = parts.slice(0, -1).join(', ');
    if (place && !town.places.includes(place)) town.places.push(place);
    town.projects.push(project);
    towns.set(name, town);
  }
  return [...towns.values()];
}

function mentions(message: string, name: string): boolean {
  return ` ${normalizeText(message)} `.includes(` ${normalizeText(name)} `);
}

/**
 * "Do you work outside Portland?" — the studio publishes no service area, so the answer gives what
 * the content does say: where the studio is, and where the portfolio's projects are. It never
 * promises to travel anywhere.
 */
export function answerServiceArea({ message, index }: AnswerInput): Answer {
  const { settings, projects } = index.snapshot;
  const home = [settings.city, settings.region].filter(Boolean).join(', ');
  const towns = townsOf(projects);
  const homeTown = towns.find((t) => settings.city && t.name === settings.city);
  const elsewhere = towns.filter((t) => t !== homeTown);
  const asked = towns.find((t) => mentions(message, t.name) && t !== homeTown);

  const parts: string[] = [];
  if (home) parts.push(`The studio is based in ${home}.`);
  parts.push(
    "It doesn't publish a service area on the site, so I can't promise whether it takes on a project in a particular place.",
  );
  if (asked) {
    const listed = asked.projects.map((p) => p.title);
    parts.push(
      `The portfolio does include work in ${asked.name}: ${joinList(listed)}${asked.places.length > 0 ? ` (${joinList(asked.places)})` : ''}.`,
    );
  }
  if (homeTown && homeTown.places.length > 0) {
    parts.push(
      `Most of the projects in the portfolio are in ${homeTown.name} neighborhoods such as ${joinList(homeTown.places.slice(0, 6))}.`,
    );
  }
  const others = elsewhere.filter((t) => t !== asked);
  if (others.length > 0) {
    const named = others.map((t) => `${t.name} (${joinList(t.projects.map((p) => p.title))})`);
    parts.push(`${asked ? 'Others are' : 'Some are'} further out: ${joinList(named)}.`);
  }
  parts.push('Tell us where your home is through the enquiry form and the studio will let you know.');

  const shown = [...(asked?.projects ?? []), ...others.flatMap((t) => t.projects)].slice(0, 3);
  const facts = [
    home && `The studio is in ${home}.`,
    ...towns.map((t) => `Projects in ${t.name}: ${t.projects.map((p) => `${p.title} (${p.location})`).join('; ')}.`),
  ].filter(Boolean) as string[];
  return answer(parts.join(' '), [CONTACT_LINK, ...shown.map(projectLink), PORTFOLIO_LINK], facts);
}
