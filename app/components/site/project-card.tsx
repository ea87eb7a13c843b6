import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatCategory } from '#shared/text.ts';
import type { ProjectCardData } from '../../lib/page-shapes.ts';
import { Picture } from '../ui/picture.tsx';
import { HoverPreview } from './hover-preview.tsx';

/** Project cards show the first 3 tags and a '+N' count for the rest (public site §9). */
export const CARD_TAG_LIMIT = 3;

interface ProjectCardProps {
  /** what the card shows: a featured card has a summary, a portfolio card tags and preview frames */
  project: ProjectCardData;
  sizes: string;
  /** h2 on a page of cards, h3 under a section heading */
  headingLevel?: 'h2' | 'h3';
  /** the first card of a page of cards: its picture is the page's largest paint on a phone (Picture) */
  priority?: boolean;
}

export function ProjectCard({ project, sizes, headingLevel: Heading = 'h3', priority = false }: ProjectCardProps) {
  const [hovered, setHovered] = useState(false);
  const titleId = useId();
  const { cover, summary, tags = [], previews } = project;
  const extraTags = tags.length - CARD_TAG_LIMIT;
  return (
    <article
      className="group relative"
      onMouseEnter={previews ? () => setHovered(true) : undefined}
      onMouseLeave={previews ? () => setHovered(false) : undefined}
    >
      {/* Named by its title alone: the image's description would only add noise. */}
      <Link to={`/projects/${project.slug}`} className="block" aria-labelledby={titleId}>
        <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-stone">
          {cover && (
            <Picture
              image={cover}
              sizes={sizes}
              priority={priority}
              className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
            />
          )}
          {previews && <HoverPreview images={previews} active={hovered} sizes={sizes} />}
        </div>
        <Heading id={titleId} className="mt-4 text-xl text-ink">
          {project.title}
        </Heading>
      </Link>
      {/* Outside the link, drawn over the picture's corner (after it, so on top): a link's name must
          contain its visible text (WCAG 2.5.3), and the title alone names it best. Clicks pass
          through to the link. */}
      <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-linen/95 px-3 py-1 text-xs font-medium text-charcoal">
        {formatCategory(project.category)}
      </span>
      <p className="mt-1 text-sm text-muted">{project.location}</p>
      {summary !== undefined && <p className="mt-3 text-[0.95rem] leading-relaxed text-charcoal">{summary}</p>}
      {tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
            <li key={tag} className="rounded-full bg-sand px-2.5 py-0.5 text-xs text-umber">
              {tag}
            </li>
          ))}
          {extraTags > 0 && (
            <li className="rounded-full border border-stone px-2.5 py-0.5 text-xs text-muted">
              <span aria-hidden="true">+{extraTags}</span>
              <span className="sr-only">and {extraTags} more</span>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
