import { Link } from 'react-router';
import { formatCategory } from '#shared/text.ts';
import type { RelatedProjectCardData } from '../../../lib/page-shapes.ts';
import { Picture } from '../../ui/picture.tsx';
import { Badge } from './badge.tsx';

/** public site §9: a related card shows at most two tags. */
const RELATED_TAGS = 2;
/** Two columns of max-w-7xl from md up (gap-10), one full-width column below. */
const CARD_SIZES = '(min-width: 1280px) 588px, (min-width: 768px) calc(50vw - 3.25rem), calc(100vw - 2.5rem)';

function scrollWindowToTop() {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' });
}

interface RelatedProjectsProps {
  category: string;
  projects: RelatedProjectCardData[];
}

/** 'More {Category} Projects' (public site §2): the other projects of the category; nothing when there are none. */
export function RelatedProjects({ category, projects }: RelatedProjectsProps) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="bg-sand">
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 md:py-28">
        <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Keep exploring</p>
        <h2 id="related-title" className="mt-3 text-4xl text-ink md:text-5xl">
          More {formatCategory(category)} Projects
        </h2>
        <ul className="mt-12 grid gap-x-10 gap-y-14 md:grid-cols-2">
          {projects.map((project) => (
            <li key={project.id}>
              <RelatedCard project={project} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The title is the link, and its ::after covers the whole card, so the card takes the click and
 * shows the focus ring as before while the link's name is exactly its text (WCAG 2.5.3). A link
 * around the card would show the location and tags beside a name of the title alone, and the
 * picture's alt (the title) would repeat a link text of the title alone.
 */
function RelatedCard({ project }: { project: RelatedProjectCardData }) {
  return (
    <div className="group relative">
      <div className="h-64 overflow-hidden rounded-lg bg-stone">
        {project.cover && (
          <Picture
            image={project.cover}
            alt={project.title}
            sizes={CARD_SIZES}
            className="h-64 w-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        )}
      </div>
      <h3 className="mt-5 text-2xl text-ink decoration-1 underline-offset-4 group-hover:underline">
        <Link
          to={`/projects/${project.slug}`}
          onClick={scrollWindowToTop}
          className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-8 focus-visible:after:outline-olive focus-visible:after:outline-solid"
        >
          {project.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted">{project.location}</p>
      {project.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
          {project.tags.slice(0, RELATED_TAGS).map((tag) => (
            <li key={tag}>
              <Badge tone="tag">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
