import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** public site §8: 'Project Not Found / The project you're looking for doesn't exist.' (HTTP 404 from the loader) */
export function ProjectNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-5 py-28 text-center sm:px-8 md:py-40">
      <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Portfolio</p>
      <h1 className="mt-4 text-4xl text-ink md:text-6xl">Project Not Found</h1>
      <p className="mt-5 text-lg text-muted">The project you're looking for doesn't exist.</p>
      <Link
        to="/portfolio"
        className="mt-10 inline-flex items-center gap-2 rounded-full bg-charcoal px-6 py-3 text-sm font-medium text-linen transition-colors duration-200 hover:bg-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Portfolio
      </Link>
    </section>
  );
}
