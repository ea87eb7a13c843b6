import { describe, expect, it } from 'vitest';
import type { LeadTimelineEntry } from '#shared/admin/leads.ts';
import { mailtoHref, replySubject, telHref } from './reply-link.ts';

const email = (over: Partial<Extract<LeadTimelineEntry, { kind: 'email' }>>): LeadTimelineEntry => ({
  kind: 'email',
  at: '2026-11-20T10:00:00.000Z',
  sendId: 1,
  emailKind: 'sequence',
  subject: 'Welcome to Atelier',
  status: 'sent',
  templateName: 'Welcome',
  error: null,
  delivery: null,
  deliveredAt: null,
  ...over,
});
const note: LeadTimelineEntry = { kind: 'note', at: '2026-11-21T10:00:00.000Z', text: 'Called', by: 'maren' };

describe('the Reply action on a lead’s page (issue 27)', () => {
  it('answers in the thread of the last e-mail the lead received', () => {
    const timeline = [note, email({ subject: 'Ideas for your kitchen' }), email({ subject: 'Welcome' })];
    expect(replySubject(timeline, 'Atelier')).toBe('Re: Ideas for your kitchen');
  });

  it('skips the studio’s own notifications, tests and sends that never went out', () => {
    const timeline = [
      email({ emailKind: 'notification', subject: 'New lead: Ada' }),
      email({ emailKind: 'test', subject: 'Test' }),
      email({ status: 'failed', subject: 'Bounced one' }),
      email({ subject: 'Welcome' }),
    ];
    expect(replySubject(timeline, 'Atelier')).toBe('Re: Welcome');
  });

  it('without a thread, replies to the enquiry, naming the studio; never "Re: Re:"', () => {
    expect(replySubject([note], 'Maren Lowe Interiors')).toBe('Re: your enquiry to Maren Lowe Interiors');
    expect(replySubject([email({ subject: 'RE: your question' })], 'Atelier')).toBe('RE: your question');
  });

  it('writes mailto: and tel: links a mail client and a dialler read', () => {
    expect(mailtoHref('ada+home@example.com', 'Re: Kitchen & bath?')).toBe(
      'mailto:ada%2Bhome@example.com?subject=Re%3A%20Kitchen%20%26%20bath%3F',
    );
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com');
    expect(telHref('+1 (555) 010-0199')).toBe('tel:+15550100199');
    expect(telHref('020 7946 0958')).toBe('tel:02079460958');
  });
});
