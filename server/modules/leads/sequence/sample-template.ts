import type { emailTemplates } from '../../../platform/db/schema/index.ts';

/**
 * The first step of a studio's sequence: a warm follow-up two days after someone got in touch or
 * downloaded the lookbook. Written to work for any studio (it names none: the layout carries the
 * studio's name) and for both kinds of lead, using only {{firstName}}, which every lead has. It is
 * the example for the admin's default templates and what the unsubscribe tests send.
 */
export const SAMPLE_SEQUENCE_TEMPLATE = {
  name: 'Welcome: a few ideas to start with',
  subject: 'A few ideas for your home, {{firstName}}',
  sequencePosition: 1,
  delayDays: 2,
  active: true,
  htmlContent: `<p>Hi {{firstName}},</p>
<p>Thank you for getting in touch with us. Whether you are planning a whole-home renovation or have one room that has never felt quite right, this early stage is our favorite part: everything is still possible.</p>
<p>While you think things over, here are three things we ask every client to try before choosing a single paint color or sofa:</p>
<ul>
<li><strong>Live with samples in your own light.</strong> A color that glows at nine in the morning can turn gray by six. Tape large swatches to the wall and look at them over a few days.</li>
<li><strong>Start with how you use the room.</strong> Where do you drop your keys, read, fold the laundry, sit with a coffee? Good design makes those moments easier before it makes them prettier.</li>
<li><strong>Keep what you love.</strong> A grandmother’s chair or a rug brought home from a trip gives a room its story. We design around pieces like these, not in spite of them.</li>
</ul>
<p>If you would like to talk through your plans, simply reply to this email. The first conversation is free and comes with no obligation: we will listen, ask a few questions and tell you honestly how we could help.</p>
<p>Warm regards,<br>The design team</p>`,
  textContent: `Hi {{firstName}},

Thank you for getting in touch with us. Whether you are planning a whole-home renovation or have one room that has never felt quite right, this early stage is our favorite part: everything is still possible.

While you think things over, here are three things we ask every client to try before choosing a single paint color or sofa:

- Live with samples in your own light. A color that glows at nine in the morning can turn gray by six. Tape large swatches to the wall and look at them over a few days.

- Start with how you use the room. Where do you drop your keys, read, fold the laundry, sit with a coffee? Good design makes those moments easier before it makes them prettier.

- Keep what you love. A grandmother’s chair or a rug brought home from a trip gives a room its story. We design around pieces like these, not in spite of them.

If you would like to talk through your plans, simply reply to this email. The first conversation is free and comes with no obligation: we will listen, ask a few questions and tell you honestly how we could help.

Warm regards,
The design team`,
} as const satisfies typeof emailTemplates.$inferInsert;
