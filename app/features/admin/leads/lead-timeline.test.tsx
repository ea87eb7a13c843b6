import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// biome-ignore lint/style/noRestrictedImports: React's own renderer, not our server/ (the boundary pattern matches its name)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminFormOption } from '#shared/admin/content.ts';
import type { LeadTimelineEntry } from '#shared/admin/leads.ts';
import { formOptionsQuery } from '../shared/options/form-options-query.ts';
import { LeadTimeline } from './lead-timeline.tsx';

const option = (fieldType: AdminFormOption['fieldType'], value: string, label: string): AdminFormOption => ({
  id: 1,
  fieldType,
  value,
  label,
  active: true,
  order: 0,
  usage: 0,
});

/** The timeline as the page renders it, with the studio's form options already read. */
const render = (entries: LeadTimelineEntry[]) => {
  const client = new QueryClient();
  client.setQueryData(formOptionsQuery.queryKey, [
    option('projectType', 'kitchen-bath', 'Kitchen & Bath'),
    option('budget', '250k-plus', '$250,000 and above'),
  ]);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <LeadTimeline entries={entries} />
    </QueryClientProvider>,
  );
};

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

describe('a touch on the lead’s timeline', () => {
  it('shows the project type and budget by their labels, never their stored codes (issue 27)', () => {
    const html = render([
      {
        kind: 'touch',
        at: '2026-11-20T10:00:00.000Z',
        source: 'contact',
        page: '/contact',
        message: 'A new kitchen',
        details: { projectType: 'kitchen-bath', budget: '250k-plus', phone: '555 0100', consent: true },
      },
    ]);
    expect(html).toContain('Project Type: Kitchen &amp; Bath');
    expect(html).toContain('Budget: $250,000 and above');
    expect(html).not.toContain('kitchen-bath');
    expect(html).not.toContain('250k-plus');
  });
});

describe('what was heard about the lead’s e-mails, on the timeline (issue 28)', () => {
  const mail = (
    event: Extract<LeadTimelineEntry, { kind: 'mail' }>['event'],
    detail: string | null,
    source: 'resend' | 'sendgrid' | 'imap' = 'resend',
  ): LeadTimelineEntry => ({
    kind: 'mail',
    at: '2026-11-21T10:00:00.000Z',
    event,
    source,
    detail,
    sendId: 7,
    subject: 'Ideas for your kitchen',
  });

  it('says each event in the studio’s words, with where it came from and the e-mail it is about', () => {
    expect(render([mail('hard_bounce', '550 5.1.1 no such user')])).toContain('Bounced: 550 5.1.1 no such user');
    expect(render([mail('hard_bounce', null)])).toContain('Bounced');
    expect(render([mail('soft_bounce', 'Mailbox full')])).toContain('Soft bounce: Mailbox full');
    expect(render([mail('complaint', null)])).toContain('Marked as spam');
    expect(render([mail('dropped', 'Bounced Address', 'sendgrid')])).toContain('Dropped by SendGrid: Bounced Address');
    expect(render([mail('auto_reply', 'I am away until Monday', 'imap')])).toContain('Automatic reply (out of office)');
    const html = render([mail('hard_bounce', 'no such user')]);
    expect(html).toContain('Via Resend');
    expect(html).toContain('About “Ideas for your kitchen”');
  });

  it('quotes a reply’s first lines as text, never as markup', () => {
    const html = render([mail('reply', 'Yes, let’s talk <b>Tuesday</b>', 'imap')]);
    expect(html).toContain('Replied');
    expect(html).toContain('Via the studio’s mailbox');
    expect(html).toContain('Yes, let’s talk &lt;b&gt;Tuesday&lt;/b&gt;');
  });

  it('folds a delivery into the e-mail’s own entry, and shows a bounce on it as a badge', () => {
    const send = (over: Partial<Extract<LeadTimelineEntry, { kind: 'email' }>>): LeadTimelineEntry => ({
      kind: 'email',
      at: '2026-11-20T10:00:00.000Z',
      sendId: 7,
      emailKind: 'sequence',
      subject: 'Ideas for your kitchen',
      status: 'sent',
      templateName: 'Step 2',
      error: null,
      delivery: null,
      deliveredAt: null,
      ...over,
    });
    expect(render([send({ delivery: 'delivered', deliveredAt: '2026-11-20T10:42:00.000Z' })])).toContain(
      'Delivered Nov 20, 2026',
    );
    expect(render([send({})])).not.toContain('Delivered');
    expect(render([send({ delivery: 'hard_bounce', deliveredAt: null })])).toContain('>Bounced<');
  });
});
