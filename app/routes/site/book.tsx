import { ArrowRight } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { PageHeading } from '../../components/site/page-heading.tsx';
import { loadBookingIndex } from '../../lib/booking-page.server.ts';
import { useSiteSettings } from '../../lib/layout-data.ts';
import { seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/book';

/** The open times change with every booking: no cache may keep the page (the page cache included). */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** `/book`: the consultation types; with only one, straight to its times (keeping `?from=`). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { types } = await loadBookingIndex(context);
  const [only] = types;
  if (types.length === 1 && only) {
    throw redirect(`/book/${encodeURIComponent(only.slug)}${new URL(request.url).search}`, { headers: NO_STORE });
  }
  return { types };
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Book a consultation',
    description: 'Choose a time for a design consultation with the studio.',
    path: '/book',
    breadcrumbs: [{ name: 'Book a consultation', path: '/book' }],
  });

const LOCATION = { video: 'Video call', phone: 'Phone call', home: 'At your home' } as const;

export default function Book({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { types } = loaderData;
  return (
    <>
      <PageHeading eyebrow="Book a consultation" title="Let’s find a time to talk">
        Choose the conversation that suits your project, then a time that suits you.
      </PageHeading>
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        {types.length === 0 ? (
          <p className="max-w-2xl rounded-xl bg-sand p-8 text-lg text-charcoal">
            Online booking is closed just now.{' '}
            <Link className="underline underline-offset-4" to="/contact">
              Write to us
            </Link>
            {settings.phone ? ` or call ${settings.phone}` : ''} and we’ll find a time together.
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {types.map((type) => (
              <li key={type.id} className="flex flex-col rounded-xl bg-sand p-8">
                <h2 className="text-2xl text-ink">{type.name}</h2>
                <p className="mt-2 text-sm text-muted">
                  {type.durationMinutes} minutes · {LOCATION[type.location]}
                  {type.priceText ? ` · ${type.priceText}` : ''}
                </p>
                {type.description && <p className="mt-4 leading-relaxed text-charcoal">{type.description}</p>}
                <Link
                  to={`/book/${encodeURIComponent(type.slug)}`}
                  className="mt-8 inline-flex items-center gap-2 self-start rounded-full bg-charcoal px-6 py-3 text-sm font-medium text-linen transition-colors duration-200 hover:bg-ink"
                  aria-label={`Choose a time for ${type.name}`}
                >
                  Choose a time
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
