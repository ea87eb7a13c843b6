import type { CreateTemplateInput } from '#shared/admin/email.ts';
import type { SiteSettings } from '#shared/content.ts';
import { escapeHtml } from '#shared/escape-html.ts';
import { replyWithin } from '#shared/reply-promise.ts';
import { SAMPLE_SEQUENCE_TEMPLATE } from './sequence/sample-template.ts';

/**
 * D26: 'Seed Templates' / 'Create Default Templates' — a three-step welcome sequence written for
 * the studio: a thank-you at once, ideas after 3 days, the studio's services and an invitation
 * after 7 days. The studio's facts that change (its name, phone number, designer) are placeholders
 * (issue 28), filled from the settings when each e-mail is written, so a new phone number in the
 * Studio tab is in the next e-mail; what is prose (the designer's title, the services, the reply
 * promise) is written into the text as it is at seeding, and the studio edits it like any other
 * text. The lead's details are placeholders with a fallback, so a lookbook download with a name
 * and an address reads as well as an enquiry. Only the HTML is written: the server writes the text
 * part from it (the templates are seeded with `textEdited` false).
 */

/** Settings text inside a template: never a placeholder of its own, one line, HTML-escaped where it is HTML. */
function plain(text: string): string {
  return text.replace(/[{}]/g, '').replace(/\s+/g, ' ').trim();
}

const STUDIO = '{{studioName|our studio}}';

interface StudioFacts {
  hasPhone: boolean;
  hasDesigner: boolean;
  designerTitle: string;
  /** "within one business day": the studio's reply promise (shared/reply-promise.ts) */
  replyWithin: string;
  services: Array<{ title: string; description: string }>;
}

function factsOf(settings: SiteSettings): StudioFacts {
  return {
    hasPhone: plain(settings.phone) !== '',
    hasDesigner: plain(settings.designerName) !== '',
    designerTitle: plain(settings.designerTitle),
    replyWithin: replyWithin(settings.replyWithinBusinessDays),
    services: settings.services
      .map((service) => ({ title: plain(service.title), description: plain(service.description) }))
      .filter((service) => service.title)
      .slice(0, 4),
  };
}

/** "Warm regards, {{designerName}}, Founder & Principal Designer, {{studioName}}". */
function signature(facts: StudioFacts): string {
  const lines = facts.hasDesigner
    ? [
        '{{designerName}}',
        facts.designerTitle ? `${escapeHtml(facts.designerTitle)}, {{studioName}}` : '{{studioName}}',
      ]
    : ['The {{studioName|studio}} team'];
  return `<p>Warm regards,<br>${lines.join('<br>')}</p>`;
}

/**
 * "simply reply to this email or call us on {{studioPhone}}": the phone when the studio had one at
 * seeding (a sentence that names an empty number would read "call us on ."; the preview warns
 * about an empty placeholder, and the studio can add the clause when it adds a number).
 */
function reachUs(facts: StudioFacts): string {
  return facts.hasPhone ? 'simply reply to this email or call us on {{studioPhone}}' : 'simply reply to this email';
}

function welcome(facts: StudioFacts): CreateTemplateInput {
  return {
    name: 'Welcome: thank you for getting in touch',
    subject: '{{firstName|Hello}}, thank you for getting in touch',
    sequencePosition: 1,
    delayDays: 0,
    active: true,
    htmlContent: `<p>Hi {{firstName|there}},</p>
<p>Thank you for reaching out to ${STUDIO}. We read every message ourselves, and one of us will be in touch personally ${facts.replyWithin}.</p>
<p>In the meantime, it helps us to know a little about what you have in mind: the rooms involved, how you use them today, and anything you already love and want to keep. Photos taken on your phone are perfect.</p>
<p>If anything is on your mind before then, ${reachUs(facts)}.</p>
${signature(facts)}`,
  };
}

/** The sample step's three tips (sample-template.ts), from the studio and with a fallback for the name. */
function ideas(facts: StudioFacts): CreateTemplateInput {
  // Step 1 has already said thank you: this one goes straight to the ideas.
  const withFallback = (text: string) =>
    text.replaceAll('{{firstName}}', '{{firstName|there}}').replace('Thank you for getting in touch with us. ', '');
  const strip = (text: string) => text.replace(/\n?<p>Warm regards,<br>The design team<\/p>$/, '');
  return {
    name: 'A few ideas to start with',
    subject: `A few ideas for your home, from ${STUDIO}`,
    sequencePosition: 2,
    delayDays: 3,
    active: true,
    htmlContent: `${strip(withFallback(SAMPLE_SEQUENCE_TEMPLATE.htmlContent))}\n${signature(facts)}`,
  };
}

function howWeHelp(facts: StudioFacts): CreateTemplateInput {
  const servicesHtml = facts.services.length
    ? `<p>Here is how we usually help:</p>\n<ul>\n${facts.services
        .map((service) =>
          service.description
            ? `<li><strong>${escapeHtml(service.title)}.</strong> ${escapeHtml(service.description)}</li>`
            : `<li><strong>${escapeHtml(service.title)}</strong></li>`,
        )
        .join('\n')}\n</ul>\n`
    : '';
  return {
    name: 'How we can help',
    subject: `How ${STUDIO} can help`,
    sequencePosition: 3,
    delayDays: 7,
    active: true,
    htmlContent: `<p>Hi {{firstName|there}},</p>
<p>A week ago you got in touch with ${STUDIO}, and we hope the ideas we sent have been useful. Every project we take on starts the same way: a conversation about how you live, before any talk of colors or furniture.</p>
${servicesHtml}<p>When you are ready to talk about {{projectType|your project}}, ${reachUs(facts)} and we will find a time that suits you. The first conversation is free and comes with no obligation.</p>
${signature(facts)}`,
  };
}

/** The three steps, in order: immediate, after 3 days, after 7 days. */
export function defaultTemplates(settings: SiteSettings): CreateTemplateInput[] {
  const facts = factsOf(settings);
  return [welcome(facts), ideas(facts), howWeHelp(facts)];
}
