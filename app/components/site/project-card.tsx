import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Project } from '#shared/content.ts';
import { formatCategory, truncate } from '#shared/text.ts';
import { Picture } from '../ui/picture.tsx';
import { HoverPreview } from './hover-preview.tsx';

/** Project cards show the first 3 tags and a '+N' count for the rest (public-site.md §9). */
export const CARD_TAG_LIMIT = 3;

interface ProjectCardProps {
  project: Project;
  /** featured cards cut the description at 100 characters (public-site.md §9) */
  descriptionLength?: number;
  sizes: string;
  /** h2 on a page of cards, h3 under a section heading */
  headingLevel?: 'h2' | 'h3';
  /** portfolio cards: tags and the hover preview */
  showTags?: boolean;
  hoverPreview?: boolean;
}

export function ProjectCard({
  project,
  descriptionLength,
  sizes,
  headingLevel: Heading = 'h3',
  showTags = false,
  hoverPreview = false,
}: ProjectCardProps) {
  const [hovered, setHovered] = useState(false);
  const titleId = useId();
  const cover = project.gallery[0];
  const extraTags = project.tags.length - CARD_TAG_LIMIT;
  return (
    <article
      className="group"
      onMouseEnter={hoverPreview ? () => setHovered(true) : undefined}
      onMouseLeave={hoverPreview ? () => setHovered(false) : undefined}
    >
      {/* Named by its title alone: the image's description and the badge would only add noise. */}
      <Link to={`/projects/${project.slug}`} className="block" aria-labelledby={titleId}>
        <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-stone">
          {cover && (
            <Picture
              image={cover}
              sizes={sizes}
              className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
            />
          )}
          {hoverPreview && <HoverPreview images={project.gallery} active={hovered} sizes={sizes} />}
          <span className="absolute top-3 left-3 rounded-full bg-linen/95 px-3 py-1 text-xs font-medium text-charcoal">
            {formatCategory(project.category)}
          </span>
        </div>
        <Heading id={titleId} className="mt-4 text-xl text-ink">
          {project.title}
        </Heading>
      </Link>
      <p className="mt-1 text-sm text-muted">{project.location}</p>
      {descriptionLength !== undefined && (
        <p className="mt-3 text-[0.95rem] leading-relaxed text-charcoal">
          {truncate(project.description, descriptionLength)}
        </p>
      )}
      {showTags && project.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {project.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
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
