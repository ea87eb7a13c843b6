import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// biome-ignore lint/style/noRestrictedImports: React's own renderer, not our server/ (the boundary pattern matches its name)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LeadDetail } from '#shared/admin/leads.ts';
import { studioSettingsQuery } from '../shared/studio-clock/studio-settings-query.ts';
import { SequenceStopNote } from './sequence-stop-note.tsx';

/** The note as the lead page renders it, for a studio in Los Angeles. */
const render = (stop: NonNullable<LeadDetail['sequenceStop']>) => {
  const client = new QueryClient();
  client.setQueryData(studioSettingsQuery.queryKey, { timeZone: 'America/Los_Angeles' } as never);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SequenceStopNote stop={stop} />
    </QueryClientProvider>,
  );
};

describe('“Sequence stopped” on the lead page (issue 28)', () => {
  // 07:30 UTC on Dec 2 is 11:30 PM on Dec 1 in Los Angeles: the studio's day is the 1st.
  const at = '2026-12-02T07:30:00.000Z';

  it('says why and on which of the studio’s days, and that nothing more goes out', () => {
    const replied = render({ at, reason: 'replied' });
    expect(replied).toContain('Sequence stopped: replied on Dec 1, 2026.');
    expect(replied).toContain('No follow-up email goes to this lead again.');
    expect(render({ at, reason: 'hard_bounce' })).toContain('Sequence stopped: the address bounced on Dec 1, 2026.');
    expect(render({ at, reason: 'complaint' })).toContain('Sequence stopped: marked as spam on Dec 1, 2026.');
  });
});
