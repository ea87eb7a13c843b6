import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { SlotPicker, TakenSlots } from '../../components/site/booking/slot-picker.tsx';
import { useVisitorTimeZone } from '../../components/site/booking/use-visitor-time-zone.ts';
import { ZoneNote } from '../../components/site/booking/zone-note.tsx';
import { ConsentCheckbox, HoneypotField } from '../../components/site/consent-and-honeypot.tsx';
import { Field, TextareaField } from '../../components/ui/field.tsx';
import { useVisitId } from '../../lib/analytics/use-visit-id.ts';
import { loadBookingTypePage, submitBookingForm } from '../../lib/booking-page.server.ts';
import { type BookingRefusal, EMPTY_BOOKING_FORM } from '../../lib/booking-shapes.ts';
import { seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/book-type';

/** The open times change with every booking: no cache may keep the page (the page cache included). */
const NO_STORE = { 'Cache-Control': 'no-store' };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadBookingTypePage(context, params.type, new URL(request.url));
}

/** The form as the browser posts it, with or without JavaScript: a booking, or the page again with why not. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return submitBookingForm(context, params.type, request);
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(NO_STORE);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const type = loaderData?.state === 'offered' ? loaderData.type : null;
  const name = type?.name ?? 'Consultation';
  const path = `/book/${params.type}`;
  return seoMeta(matches, {
    title: `Book: ${name}`,
    description: type?.description.slice(0, 155) || 'Choose a time for a consultation with the studio.',
    path,
    noindex: !type,
    breadcrumbs: [
      { name: 'Book a consultation', path: '/book' },
      { name, path },
    ],
  });
};

const LOCATION = { video: 'Video call', phone: 'Phone call', home: 'At your home' } as const;

export default function BookType({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== 'offered' || (actionData && 'state' in actionData)) return <NotOffered />;
  return <Offered page={loaderData} refused={actionData} />;
}

/** A type the studio does not (or no longer) offer: say so, and lead on to the ones it does. */
function NotOffered() {
  return (
    <section className="mx-auto max-w-xl px-5 pt-20 pb-8 text-center sm:px-8 md:pt-28">
      <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Book a consultation</p>
      <h1 className="mt-3 text-4xl leading-tight text-balance text-ink md:text-5xl">
        This consultation is not offered
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-pretty text-muted">
        The studio may have changed what it offers. Choose from the consultations you can book now.
      </p>
      <Link
        to="/book"
        className="mt-10 inline-flex items-center justify-center rounded-full bg-charcoal px-7 py-3 text-sm font-medium text-linen transition-colors duration-200 hover:bg-ink"
      >
        See the consultations
      </Link>
    </section>
  );
}

type OfferedPage = Extract<Route.ComponentProps['loaderData'], { state: 'offered' }>;

function Offered({ page: loaded, refused }: { page: OfferedPage; refused?: BookingRefusal }) {
  const { type, ...page } = loaded;
  const visitorZone = useVisitorTimeZone();
  const visit = useVisitId();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const values = { ...EMPTY_BOOKING_FORM, ...refused?.values };
  const fieldError = (name: string) => refused?.fieldErrors[name];
  const alert = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // A refusal after the hydrated post changes the page in place: move the focus where the visitor
  // acts next, as a new page would not — the first field to correct, else the reason (a taken
  // time, a missing time, the rate limit). Without JavaScript the browser loads a new page anyway.
  useEffect(() => {
    if (!refused) return;
    const target = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? alert.current;
    // Centred, not at the top edge, where the sticky header would cover it.
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center' });
  }, [refused]);
  const hasFieldErrors = refused && Object.keys(refused.fieldErrors).length > 0;

  return (
    <>
      <header className="mx-auto max-w-7xl px-5 pt-16 pb-10 sm:px-8 md:pt-24">
        <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Book a consultation</p>
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight text-ink md:text-6xl">{type.name}</h1>
        <p className="mt-4 text-muted">
          {type.durationMinutes} minutes · {LOCATION[type.location]}
          {type.priceText ? ` · ${type.priceText}` : ''}
        </p>
        {type.description && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-charcoal">{type.description}</p>}
      </header>
      <Form
        ref={form}
        method="post"
        noValidate
        className="mx-auto max-w-7xl px-5 sm:px-8"
        aria-label={`Book ${type.name}`}
      >
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
                <p className="mt-1 text-charcoal">
                  Someone booked it a moment before you. Choose another time; what you typed is kept.
                </p>
                <TakenSlots slots={refused.taken} visitorZone={visitorZone} />
              </>
            ) : (
              <>
                <p className="font-medium text-red-800">
                  {hasFieldErrors ? 'Please check the highlighted fields.' : 'We could not book that time.'}
                </p>
                {refused.message && <p className="text-charcoal">{refused.message}</p>}
              </>
            )}
          </div>
        )}
        <section aria-labelledby="times-title">
          <h2 id="times-title" className="text-3xl text-ink">
            1. Choose a time
          </h2>
          <ZoneNote visitorZone={visitorZone} studioZoneName={page.studioZoneName} className="mt-2 mb-8 text-muted" />
          <SlotPicker
            page={page}
            visitorZone={visitorZone}
            selected={values.start}
            hrefFor={(from) => `?from=${from}`}
            error={fieldError('start') ? 'Choose a time.' : undefined}
          />
        </section>
        <section aria-labelledby="details-title" className="mt-16 rounded-xl bg-sand p-6 sm:p-10 lg:max-w-4xl">
          <h2 id="details-title" className="text-3xl text-ink">
            2. Your details
          </h2>
          <p className="mt-2 mb-8 text-muted">Fields marked * are required.</p>
          {visitorZone && <input type="hidden" name="timeZone" value={visitorZone} />}
          {/* Issue 30: the visit this booking came from (docs/analytics.md); none for a visitor who declined tracking. */}
          {visit && <input type="hidden" name="visit" value={visit} />}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="First name"
              name="firstName"
              required
              autoComplete="given-name"
              defaultValue={values.firstName}
              error={fieldError('firstName')}
            />
            <Field
              label="Last name"
              name="lastName"
              required
              autoComplete="family-name"
              defaultValue={values.lastName}
              error={fieldError('lastName')}
            />
            <Field
              label="Email"
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={values.email}
              error={fieldError('email')}
            />
            <Field
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={values.phone}
              error={fieldError('phone')}
              hint={type.location === 'phone' ? 'We call you on this number.' : undefined}
            />
            <TextareaField
              label="About your project"
              name="message"
              rows={4}
              className="sm:col-span-2"
              defaultValue={values.message}
              error={fieldError('message')}
              placeholder="A few lines about your home and what you would like to change."
            />
            <ConsentCheckbox
              registration={{ name: 'consent', defaultChecked: values.consent }}
              className="sm:col-span-2"
            />
            <HoneypotField registration={{ name: 'website', defaultValue: '' }} />
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={busy}
                className="inline-flex items-center gap-2 rounded-full bg-charcoal px-7 py-3 text-sm font-medium text-linen transition-colors duration-200 hover:bg-ink disabled:opacity-60"
              >
                <CalendarCheck className="size-4" aria-hidden="true" />
                {busy ? 'Booking…' : 'Book consultation'}
              </button>
            </div>
          </div>
        </section>
      </Form>
    </>
  );
}
