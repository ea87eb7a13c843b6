import { ArrowLeft, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { Project } from '#shared/content.ts';
import { formatCategory } from '#shared/text.ts';
import { Badge } from './badge.tsx';

/** Title, category and featured badges, location and style (public site §2). */
export function ProjectHeader({ project }: { project: Project }) {
  return (
    <header>
      <Link
        to="/portfolio"
        className="inline-flex items-center gap-2 text-sm text-muted transition-colors duration-200 hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Portfolio
      </Link>
      <div className="mt-10 flex flex-col gap-8 md:mt-14 lg:flex-row lg:items-end lg:justify-between lg:gap-16">
        <div className="max-w-4xl">
          <div className="flex flex-wrap gap-2">
            <Badge tone="category">{formatCategory(project.category)}</Badge>
            {project.featured && (
              <Badge tone="featured">
                <Star className="size-3 fill-current" aria-hidden="true" />
                Featured Project
              </Badge>
            )}
          </div>
          <h1 className="mt-5 text-4xl leading-[1.05] text-balance text-ink sm:text-5xl md:text-6xl xl:text-7xl">
            {project.title}
          </h1>
        </div>
        <dl className="flex shrink-0 gap-x-12 gap-y-4 border-stone max-lg:border-t max-lg:pt-6 lg:pb-2">
          <div>
            <dt className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Location</dt>
            <dd className="mt-2 text-ink">{project.location}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Style</dt>
            <dd className="mt-2 text-ink">{formatCategory(project.style)}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
