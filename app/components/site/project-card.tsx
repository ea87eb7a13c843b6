import { Link } from 'react-router';
import type { Project } from '#shared/content.ts';
import { formatCategory, truncate } from '#shared/text.ts';
import { Picture } from '../ui/picture.tsx';

interface ProjectCardProps {
  project: Project;
  /** featured cards cut the description at 100 characters (public-site.md §9) */
  descriptionLength?: number;
  sizes: string;
  /** h2 on a page of cards, h3 under a section heading */
  headingLevel?: 'h2' | 'h3';
}

export function ProjectCard({ project, descriptionLength, sizes, headingLevel: Heading = 'h3' }: ProjectCardProps) {
  const cover = project.gallery[0];
  return (
    <article className="group">
      <Link to={`/projects/${project.slug}`} className="block">
        <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-stone">
          {cover && (
            <Picture
              image={cover}
              sizes={sizes}
              className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
            />
          )}
          <span className="absolute top-3 left-3 rounded-full bg-linen/95 px-3 py-1 text-xs font-medium text-charcoal">
            {formatCategory(project.category)}
          </span>
        </div>
        <Heading className="mt-4 text-xl text-ink">{project.title}</Heading>
      </Link>
      <p className="mt-1 text-sm text-muted">{project.location}</p>
      {descriptionLength !== undefined && (
        <p className="mt-3 text-[0.95rem] leading-relaxed text-charcoal">
          {truncate(project.description, descriptionLength)}
        </p>
      )}
    </article>
  );
}
