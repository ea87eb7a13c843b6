/**
 * The public booking pages' bridge to the server (issue 27): `/book`, `/book/:type`, the
 * confirmation and the manage link. Every write is the page's own form post (ADR 007's way:
 * it works before and without JavaScript; hydrated, React Router posts the same form to the same
 * action), under the same rules as the booking API: same origin, a capped body, the same use cases.
 */
import { data, type RouterContextProvider, redirect } from 'react-router';
import { visitorRequestFrom } from '#server/modules/analytics/index.ts';
import {
  BOOKING_MAX_BYTES,
  BOOKING_RATE_LIMIT,
  cancelBookingByToken,
  createBooking,
  findPublicConsultationType,
  listOpenSlots,
  listPublicConsultationTypes,
  MANAGE_RATE_LIMIT,
  nextOpenSlots,
  readBookingByToken,
  rescheduleBookingByToken,
} from '#server/modules/booking/index.ts';
import { getSendingSettings } from '#server/modules/studio/index.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '#server/platform/errors.ts';
import { errorAnswer } from '#server/platform/http/error-handler.ts';
import { enforceRateLimit } from '#server/platform/http/rate-limit.ts';
import { appContext, pageRequestContext } from '#server/platform/http/ssr/app-context.ts';
import { isSameOrigin } from '#server/platform/http/write-guards.ts';
import type { PublicBooking, PublicConsultationType } from '#shared/booking.ts';
import { BookingRequestSchema, RescheduleSchema } from '#shared/booking.ts';
import {
  dayIn,
  formatWhen,
  groupSlotsByDay,
  type LabelledSlot,
  labelSlot,
  type OpenSlot,
  type SlotPage,
  slotWindow,
  zoneName,
} from '#shared/booking-time.ts';
import {
  type BookingFormValues,
  type BookingRefusal,
  bookingPaths,
  EMPTY_BOOKING_FORM,
  type ManageRefusal,
} from './booking-shapes.ts';

type Context = Readonly<RouterContextProvider>;

function depsOf(context: Context) {
  return context.get(pageRequestContext).deps;
}

/** `/book`: the active consultation types. The route sends the visitor on when there is only one. */
export async function loadBookingIndex(context: Context): Promise<{ types: PublicConsultationType[] }> {
  const { db } = context.get(appContext);
  return { types: await listPublicConsultationTypes(db) };
}

async function slotPage(context: Context, typeId: number, fromParam: string | null): Promise<SlotPage> {
  const deps = depsOf(context);
  const { timeZone: studioTimeZone } = await getSendingSettings(deps.db);
  const window = slotWindow(fromParam, dayIn(deps.clock(), studioTimeZone));
  const slots = await listOpenSlots(deps, { typeId, from: window.from, to: window.to });
  const last = slots.at(-1);
  const [nextAfter] = await nextOpenSlots(deps, {
    typeId,
    count: 1,
    after: new Date(last ? last.start : `${window.from}T00:00:00.000Z`),
  });
  // nextOpenSlots counts from an instant; a slot it finds inside this fortnight is not "after" it.
  const after = nextAfter && dayIn(nextAfter.start, studioTimeZone) >= window.next ? nextAfter : null;
  return {
    studioTimeZone,
    studioZoneName: zoneName(studioTimeZone),
    window,
    slots,
    days: groupSlotsByDay(slots, studioTimeZone),
    nextAfter: after && { ...labelSlot(after, studioTimeZone), from: dayIn(after.start, studioTimeZone) },
  };
}

/** A type that is not (or no longer) offered: the page says so in the site's layout, with HTTP 404. */
export const TYPE_NOT_OFFERED = { state: 'not-offered' } as const;
const notOffered = () => data(TYPE_NOT_OFFERED, { status: 404, headers: { 'Cache-Control': 'no-store' } });

/** `/book/:type`: the type and its fortnight of open slots; 404 for a type that is not offered. */
export async function loadBookingTypePage(context: Context, slug: string, url: URL) {
  const { db } = context.get(appContext);
  const type = await findPublicConsultationType(db, slug);
  if (!type) return notOffered();
  const page = { state: 'offered' as const, type, ...(await slotPage(context, type.id, url.searchParams.get('from'))) };
  return data(page, { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The booking form's post. Refused, the page is drawn again with what was typed: 409 with the next
 * free times when the slot was taken meanwhile, 400 (or the rate limit's 429) with the reasons.
 */
export async function submitBookingForm(context: Context, slug: string, request: Request) {
  const { deps, clientIp } = context.get(pageRequestContext);
  if (!isSameOrigin(request, deps.config.publicUrl))
    throw data('Cross-site requests are not allowed.', { status: 403 });
  const type = await findPublicConsultationType(deps.db, slug);
  // Withdrawn while the visitor was choosing: the page says so (the loader, run again, agrees).
  if (!type) return notOffered();
  let values = EMPTY_BOOKING_FORM;
  try {
    const form = await readForm(request);
    values = {
      start: form.get('start') ?? '',
      firstName: form.get('firstName') ?? '',
      lastName: form.get('lastName') ?? '',
      email: form.get('email') ?? '',
      phone: form.get('phone') ?? '',
      message: form.get('message') ?? '',
      consent: form.has('consent'),
    };
    // The API's bucket: a visitor gets no more bookings by mixing the page and the API.
    await enforceRateLimit(deps.db, BOOKING_RATE_LIMIT, clientIp);
    const input = BookingRequestSchema.parse({
      ...values,
      typeId: type.id,
      website: form.get('website') ?? '',
      ...(form.get('timeZone') ? { timeZone: form.get('timeZone') } : {}),
      ...(form.get('visit') ? { visit: form.get('visit') } : {}),
    });
    const booking = await createBooking(deps, input, {
      page: new URL(request.url).pathname,
      visitor: visitorRequestFrom(request.headers, clientIp),
    });
    return redirect(bookingPaths.confirmed(booking.manageToken), 303);
  } catch (error) {
    const studioTimeZone = (await getSendingSettings(deps.db)).timeZone;
    return refusal(error, values, studioTimeZone, async () => nextOpenSlots(deps, { typeId: type.id, count: 5 }));
  }
}

async function refusal(
  error: unknown,
  values: BookingFormValues,
  studioTimeZone: string,
  nextSlots: () => Promise<OpenSlot[]>,
) {
  const { status, body, retryAfterSeconds, unexpected } = errorAnswer(error);
  if (unexpected) console.error('[booking] the form post failed:', error);
  const headers: HeadersInit = retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
  if (status === 409 && body.code === 'slot_taken') {
    const free = carriedSlots(error, body) ?? (await nextSlots());
    const taken = free.map((slot) => labelSlot(slot, studioTimeZone));
    const answer: BookingRefusal = { values: { ...values, start: '' }, fieldErrors: {}, message: body.message, taken };
    return data(answer, { status, headers });
  }
  const problems = Object.entries(body.fieldErrors ?? {});
  const fieldErrors = Object.fromEntries(problems.map(([field, problem]) => [field, problem.message]));
  const answer: BookingRefusal = { values, fieldErrors, message: problems.length ? null : body.message, taken: null };
  return data(answer, { status, headers });
}

/** The 409's next free times, as the API's answer carries them; null if this refusal did not. */
function carriedSlots(error: unknown, body: object): OpenSlot[] | null {
  const carried =
    (body as { nextSlots?: unknown }).nextSlots ?? (error as { details?: { nextSlots?: unknown } }).details?.nextSlots;
  return Array.isArray(carried) ? (carried as OpenSlot[]) : null;
}

/** The browser's own encoding of a form, read no further than the cap (SECURITY 7). */
async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    throw new UnsupportedMediaTypeError('form_post_required');
  }
  if (Number(request.headers.get('content-length') ?? 0) > BOOKING_MAX_BYTES) throw new PayloadTooLargeError();
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > BOOKING_MAX_BYTES) throw new PayloadTooLargeError();
  return new URLSearchParams(text);
}

/** A signed link's booking, or null when the link is forged, cut short or expired. */
async function bookingOf(context: Context, token: string): Promise<PublicBooking | null> {
  try {
    return (await readBookingByToken(depsOf(context), token)) ?? null;
  } catch (error) {
    const { status } = errorAnswer(error);
    if (status === 404 || status === 403 || status === 400 || status === 410) return null;
    throw error;
  }
}

/**
 * The confirmation and manage pages name a person and carry their link: no cache keeps them (the
 * page cache stores nothing marked no-store) and no search engine indexes them.
 */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** The answer for a link that names nothing we can show: the page says so, with HTTP 404. */
const INVALID = { state: 'invalid' } as const;

/** A booking's time on the studio's clock (the page's first render; the browser adds the visitor's). */
function studioWhen(booking: PublicBooking) {
  return {
    text: formatWhen(booking.start, booking.end, booking.studioTimeZone),
    zoneName: zoneName(booking.studioTimeZone, booking.start),
  };
}

type Shown = { booking: PublicBooking; studioWhen: ReturnType<typeof studioWhen> };
const shown = (booking: PublicBooking): Shown => ({ booking, studioWhen: studioWhen(booking) });

export type ConfirmationPage = typeof INVALID | ({ state: 'booked' } & Shown);

export async function loadConfirmationPage(context: Context, token: string) {
  const booking = await bookingOf(context, token);
  if (!booking) return data<ConfirmationPage>(INVALID, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return data<ConfirmationPage>({ state: 'booked', ...shown(booking) }, { headers: PRIVATE_PAGE_HEADERS });
}

export type ManagePage =
  | typeof INVALID
  | ({ state: 'cancelled' } & Shown)
  | ({ state: 'manage'; step: 'choose' | 'cancel'; slots: SlotPage } & Shown);

/** `/book/manage/:token`: the booking, a new time to choose, or (`?cancel=1`) the cancel step. */
export async function loadManagePage(context: Context, token: string, url: URL) {
  const booking = await bookingOf(context, token);
  if (!booking) return data<ManagePage>(INVALID, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  if (booking.status === 'cancelled')
    return data<ManagePage>({ state: 'cancelled', ...shown(booking) }, { headers: PRIVATE_PAGE_HEADERS });
  const step = url.searchParams.get('cancel') === '1' ? 'cancel' : 'choose';
  const slots = await slotPage(context, booking.type.id, url.searchParams.get('from'));
  return data<ManagePage>({ state: 'manage', step, slots, ...shown(booking) }, { headers: PRIVATE_PAGE_HEADERS });
}

/** The manage page's two forms: `intent=reschedule` with a `start`, or `intent=cancel`. */
export async function submitManageForm(context: Context, token: string, request: Request) {
  const { deps, clientIp } = context.get(pageRequestContext);
  if (!isSameOrigin(request, deps.config.publicUrl))
    throw data('Cross-site requests are not allowed.', { status: 403 });
  const booking = await bookingOf(context, token);
  if (!booking) return data<ManagePage>(INVALID, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  try {
    const form = await readForm(request);
    await enforceRateLimit(deps.db, MANAGE_RATE_LIMIT, clientIp);
    if (form.get('intent') === 'cancel') {
      await cancelBookingByToken(deps, token);
      return redirect(bookingPaths.manage(token), 303);
    }
    const { start } = RescheduleSchema.parse({ start: form.get('start') ?? '' });
    const moved = await rescheduleBookingByToken(deps, token, start);
    // The link expires when the consultation starts, so a new time comes with a new link.
    return redirect(`${bookingPaths.confirmed(moved.manageToken)}?rescheduled=1`, 303);
  } catch (error) {
    const { status, body, retryAfterSeconds, unexpected } = errorAnswer(error);
    if (unexpected) console.error('[booking] the manage form post failed:', error);
    const headers: HeadersInit = retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
    const free =
      status === 409 && body.code === 'slot_taken'
        ? (carriedSlots(error, body) ?? (await nextOpenSlots(deps, { typeId: booking.type.id, count: 5 })))
        : null;
    const taken = free?.map((slot): LabelledSlot => labelSlot(slot, booking.studioTimeZone)) ?? null;
    // A missing or unreadable time says which field: the only field of this form is the slot.
    const message = body.fieldErrors?.start ? 'Choose a new time.' : body.message;
    return data<ManageRefusal>({ message, taken }, { status, headers });
  }
}
