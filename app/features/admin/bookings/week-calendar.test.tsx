import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// biome-ignore lint/style/noRestrictedImports: React's own renderer, not our server/ (the boundary pattern matches its name)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '#shared/booking.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { bookingKeys } from './bookings-queries.ts';
import { WeekCalendar } from './week-calendar.tsx';

function consultation(id: number, start: string, end: string, firstName: string): AdminBooking {
  return {
    id,
    uid: `uid-${id}`,
    kind: 'consultation',
    status: 'confirmed',
    start,
    end,
    type: { id: 1, name: 'Design consultation', durationMinutes: 60, location: 'video' },
    lead: { id: 40 + id, name: `${firstName} Doe`, email: `${firstName}@example.com` },
    firstName,
    lastName: 'Doe',
    email: `${firstName}@example.com`,
    phone: null,
    message: null,
    note: null,
    createdBy: null,
  };
}

/** The week as the studio in Los Angeles sees it, from what the calendar query holds. */
function render(monday: string, bookings: AdminBooking[], today = '2026-10-28') {
  const client = new QueryClient();
  client.setQueryData(contentKeys.settings, { timeZone: 'America/Los_Angeles' });
  const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  client.setQueryData(bookingKeys.calendar(monday, sunday), bookings);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <WeekCalendar today={today} weekStart={monday} onWeekChange={() => {}} onOpen={() => {}} />
    </QueryClientProvider>,
  );
}

/** The markup of one day's column, found by its name. */
function column(html: string, dayName: string): string {
  const start = html.indexOf(`<section aria-label="${dayName}`);
  expect(start, `no column for ${dayName}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

describe('the week calendar across the clocks going back (Los Angeles, 1 November 2026)', () => {
  const saturday = consultation(1, '2026-10-31T17:00:00.000Z', '2026-10-31T18:00:00.000Z', 'Ana'); // 10:00 PDT
  const sunday = consultation(2, '2026-11-01T18:00:00.000Z', '2026-11-01T19:00:00.000Z', 'Ben'); // 10:00 PST
  const html = render('2026-10-26', [sunday, saturday]);

  it('shows each 10:00 consultation in its own day, at the 10:00 row, labelled 10:00 AM', () => {
    const sat = column(html, 'Saturday, October 31, 2026');
    const sun = column(html, 'Sunday, November 1, 2026');
    expect(sat).toContain('Ana Doe');
    expect(sun).toContain('Ben Doe');
    expect(sat).not.toContain('Ben Doe');
    // The grid starts at 08:00, 48 px an hour: 10:00 is 96 px down, one hour is 48 px tall.
    for (const day of [sat, sun]) {
      expect(day).toMatch(/top:96px;height:48px/);
      expect(day).toMatch(/10:00\sAM – 11:00\sAM/);
    }
  });

  it('names the week and the studio’s zone', () => {
    expect(html).toMatch(/Oct 26\s–\sNov 1, 2026/);
    expect(html).toContain('America/Los_Angeles');
  });

  it('leaves the other days empty, said for screen readers', () => {
    expect(column(html, 'Monday, October 26, 2026')).toContain('Nothing booked this day.');
  });
});

describe('a cancelled booking', () => {
  it('is not drawn in the week', () => {
    const cancelled = {
      ...consultation(3, '2026-10-27T17:00:00.000Z', '2026-10-27T18:00:00.000Z', 'Cy'),
      status: 'cancelled' as const,
    };
    expect(render('2026-10-26', [cancelled])).not.toContain('Cy Doe');
  });
});
