import { data, Link } from 'react-router';
import { seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/not-found';

/** Every unknown path: the 404 page, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: 'Page Not Found', path: '/404', noindex: true });

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-5 py-28 text-center sm:px-8">
      <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">404</p>
      <h1 className="mt-3 text-5xl text-ink">Page Not Found</h1>
      <p className="mt-4 text-muted">The page you’re looking for doesn’t exist or has moved.</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-charcoal px-6 py-3 text-sm font-medium text-linen hover:bg-ink"
      >
        Return home
      </Link>
    </section>
  );
}
