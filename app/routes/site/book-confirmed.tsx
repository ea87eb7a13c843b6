import { Link, useSearchParams } from 'react-router';
import { BookingSummary } from '../../components/site/booking/booking-summary.tsx';
import {
  LinkNotValid,
  primaryButton,
  quietLink,
  secondaryButton,
} from '../../components/site/booking/link-not-valid.tsx';
import { useVisitorTimeZone } from '../../components/site/booking/use-visitor-time-zone.ts';
import { loadConfirmationPage, PRIVATE_PAGE_HEADERS } from '../../lib/booking-page.server.ts';
import { bookingPaths } from '../../lib/booking-shapes.ts';
import { seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/book-confirmed';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadConfirmationPage(context, params.token);
}

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Your consultation is booked',
    description: 'The time, place and links of your consultation with the studio.',
    path: '/book',
    noindex: true,
  });

export default function BookConfirmed({ loaderData, params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  if (loaderData.state === 'invalid') return <LinkNotValid />;
  return <Confirmed page={loaderData} token={params.token} rescheduled={search.get('rescheduled') === '1'} />;
}

function Confirmed({
  page,
  token,
  rescheduled,
}: {
  page: Extract<Route.ComponentProps['loaderData'], { state: 'booked' }>;
  token: string;
  rescheduled: boolean;
}) {
  const { booking } = page;
  const visitorZone = useVisitorTimeZone();
  const cancelled = booking.status === 'cancelled';
  return (
    <section className="mx-auto max-w-3xl px-5 pt-16 pb-8 sm:px-8 md:pt-24">
      <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Your consultation</p>
      <h1 className="mt-3 text-4xl leading-tight text-balance text-ink md:text-5xl">
        {cancelled ? 'This consultation is cancelled' : rescheduled ? 'Your consultation has moved' : 'You’re booked'}
      </h1>
      {!cancelled && (
        <p className="mt-5 text-lg leading-relaxed text-pretty text-muted">
          Thank you, {booking.firstName}. An e-mail with the calendar invitation is on its way to{' '}
          <strong className="font-medium break-words text-ink">{booking.email}</strong>; it carries the links below too.
        </p>
      )}
      <div className="mt-10">
        <BookingSummary booking={booking} studioWhen={page.studioWhen} visitorZone={visitorZone} />
      </div>
      {cancelled ? (
        <div className="mt-10">
          <Link to="/book" className={primaryButton}>
            Book a new time
          </Link>
        </div>
      ) : (
        <div className="mt-10 flex flex-col items-start gap-5 sm:flex-row sm:items-center sm:gap-6">
          <Link to={bookingPaths.manage(token)} className={secondaryButton}>
            Reschedule
          </Link>
          <Link to={`${bookingPaths.manage(token)}?cancel=1`} className={quietLink}>
            Cancel the consultation
          </Link>
        </div>
      )}
    </section>
  );
}
