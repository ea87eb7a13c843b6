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
    expect(render([statusChange(1)])).toContain('1 scheduled email withdrawn, never sent');
    expect(render([statusChange(3)])).toContain('3 scheduled emails withdrawn, never sent');
  });

  it('says nothing of e-mails when none was waiting', () => {
    const html = render([statusChange(0)]);
    expect(html).toContain('Status changed from');
    expect(html).not.toContain('withdrawn');
  });
});
