import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { SlotPage } from '#shared/booking-time.ts';
import { BookingSummary } from '../../components/site/booking/booking-summary.tsx';
import {
  LinkNotValid,
  primaryButton,
  quietLink,
  secondaryButton,
} from '../../components/site/booking/link-not-valid.tsx';
import { SlotPicker, TakenSlots } from '../../components/site/booking/slot-picker.tsx';
import { useVisitorTimeZone } from '../../components/site/booking/use-visitor-time-zone.ts';
import { ZoneNote } from '../../components/site/booking/zone-note.tsx';
import { loadManagePage, PRIVATE_PAGE_HEADERS, submitManageForm } from '../../lib/booking-page.server.ts';
import { bookingPaths, type ManageRefusal } from '../../lib/booking-shapes.ts';
import { seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/book-manage';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadManagePage(context, params.token, new URL(request.url));
}

/** Both forms post here as plain forms, so moving or cancelling works without JavaScript. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return submitManageForm(context, params.token, request);
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(PRIVATE_PAGE_HEADERS);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Your consultation',
    description: 'Move or cancel your consultation with the studio.',
    path: '/book',
    noindex: true,
  });

export default function BookManage({ loaderData, actionData, params }: Route.ComponentProps) {
  if (loaderData.state === 'invalid') return <LinkNotValid />;
  // A forged or expired link met at the post (the action answers like the loader): the same page.
  if (actionData && 'state' in actionData) return <LinkNotValid />;
  return (
    <Manage
      page={loaderData}
      token={params.token}
      refused={actionData && 'message' in actionData ? actionData : undefined}
    />
  );
}

type Page = Exclude<Route.ComponentProps['loaderData'], { state: 'invalid' }>;

function Manage({ page, token, refused }: { page: Page; token: string; refused?: ManageRefusal }) {
  const { booking } = page;
  const visitorZone = useVisitorTimeZone();
  return (
    <section className="mx-auto max-w-7xl px-5 pt-16 pb-8 sm:px-8 md:pt-24">
      <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Your consultation</p>
      <h1 className="mt-3 max-w-3xl text-4xl leading-tight text-balance text-ink md:text-5xl">
        {page.state === 'cancelled'
          ? 'This consultation is cancelled'
          : page.step === 'cancel'
            ? 'Cancel this consultation?'
            : 'Move or cancel your consultation'}
      </h1>
      <div className="mt-10 max-w-3xl">
        <BookingSummary booking={booking} studioWhen={page.studioWhen} visitorZone={visitorZone} />
      </div>
      {page.state === 'cancelled' ? (
        <div className="mt-10">
          <p className="mb-6 text-lg text-muted">We have let the studio know. You are welcome to book again.</p>
          <Link to="/book" className={primaryButton}>
            Book a new time
          </Link>
        </div>
      ) : page.step === 'cancel' ? (
        <CancelStep token={token} />
      ) : (
        <Reschedule slots={page.slots} token={token} visitorZone={visitorZone} refused={refused} />
      )}
    </section>
  );
}

function Reschedule({
  slots,
  token,
  visitorZone,
  refused,
}: {
  slots: SlotPage;
  token: string;
  visitorZone: string | null;
  refused?: ManageRefusal;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!refused) return;
    alert.current?.focus({ preventScroll: true });
    alert.current?.scrollIntoView({ block: 'center' });
  }, [refused]);
  const manage = bookingPaths.manage(token);
  return (
    <>
      <Form method="post" noValidate className="mt-16" aria-labelledby="move-title">
        <h2 id="move-title" className="text-3xl text-ink">
          Choose a new time
        </h2>
        <ZoneNote visitorZone={visitorZone} studioZoneName={slots.studioZoneName} className="mt-2 mb-8 text-muted" />
        {refused && (
          <div
            ref={alert}
            tabIndex={-1}
            role="alert"
            className="mb-10 rounded-xl border border-red-700 bg-white p-6 outline-none"
          >
            {refused.taken ? (
              <>
                <p className="font-display text-2xl text-ink">That time was just taken</p>
                <p className="mt-1 text-charcoal">Someone booked it a moment before you. Choose another time.</p>
                <TakenSlots slots={refused.taken} visitorZone={visitorZone} />
              </>
            ) : (
              <p className="text-red-800">{refused.message}</p>
            )}
          </div>
        )}
        <input type="hidden" name="intent" value="reschedule" />
        <SlotPicker page={slots} visitorZone={visitorZone} hrefFor={(from) => `${manage}?from=${from}`} />
        <button type="submit" disabled={busy} className={`mt-10 ${primaryButton}`}>
          {busy ? 'Moving…' : 'Move my consultation'}
        </button>
      </Form>
      <div className="mt-16 border-t border-stone pt-10">
        <h2 className="text-2xl text-ink">Can’t make it at all?</h2>
        <Link to={`${manage}?cancel=1`} className={`mt-4 inline-block ${quietLink}`}>
          Cancel the consultation
        </Link>
      </div>
    </>
  );
}

/** The confirm step of a cancel: its own address (`?cancel=1`), so it needs no script either. */
function CancelStep({ token }: { token: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" action={bookingPaths.manage(token)} className="mt-10 max-w-3xl">
      <p className="text-lg text-charcoal">
        The consultation above will be cancelled and the studio told. This cannot be undone, but you can always book a
        new time.
      </p>
      <input type="hidden" name="intent" value="cancel" />
      <div className="mt-8 flex flex-col items-start gap-5 sm:flex-row sm:items-center sm:gap-6">
        <button type="submit" disabled={busy} className={secondaryButton}>
          {busy ? 'Cancelling…' : 'Yes, cancel it'}
        </button>
        <Link to={bookingPaths.manage(token)} className={quietLink}>
          No, keep it
        </Link>
      </div>
    </Form>
  );
}
