import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// biome-ignore lint/style/noRestrictedImports: React's own renderer, not our server/ (the boundary pattern matches its name)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LeadTimelineEntry } from '#shared/admin/leads.ts';
import { LeadTimeline } from './lead-timeline.tsx';

const render = (entries: LeadTimelineEntry[]) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <LeadTimeline entries={entries} />
    </QueryClientProvider>,
  );

const statusChange = (withdrawn: number): LeadTimelineEntry => ({
  kind: 'status',
  at: '2026-11-20T10:00:00.000Z',
  from: 'active',
  to: 'contacted',
  by: 'ines',
  withdrawn,
});

describe('a status change on the lead’s timeline', () => {
  it('says how many queued sequence e-mails it withdrew before they were sent', () => {
    expect(render([statusChange(1)])).toContain('1 queued sequence email withdrawn, never sent');
    expect(render([statusChange(3)])).toContain('3 queued sequence emails withdrawn, never sent');
  });

  it('says nothing of e-mails when none was waiting', () => {
    const html = render([statusChange(0)]);
    expect(html).toContain('Status changed from');
    expect(html).not.toContain('withdrawn');
  });
});

describe('a booking on the lead’s timeline', () => {
  const booking = (action: 'booked' | 'rescheduled' | 'cancelled', previousStart: string | null, by: string | null) =>
    ({
      kind: 'booking',
      at: '2026-11-20T10:00:00.000Z',
      action,
      typeName: 'Initial consultation',
      start: '2026-11-24T18:00:00.000Z',
      previousStart,
      by,
    }) satisfies LeadTimelineEntry;

  it('names the consultation, and who of the studio booked it (nobody when the visitor did)', () => {
    expect(render([booking('booked', null, null)])).toContain('Booked a consultation: Initial consultation');
    expect(render([booking('booked', null, null)])).not.toContain(' by ');
    expect(render([booking('cancelled', null, 'ines')])).toContain('Consultation cancelled: Initial consultation');
    expect(render([booking('cancelled', null, 'ines')])).toContain('ines');
  });

  it('shows a move as from → to', () => {
    const html = render([booking('rescheduled', '2026-11-23T18:00:00.000Z', null)]);
    expect(html).toContain('Consultation moved: Initial consultation');
    expect(html).toContain('→');
  });
});
