import type { CreateTemplateInput } from '#shared/admin/email.ts';
import type { SiteSettings } from '#shared/content.ts';
import { escapeHtml } from '#shared/escape-html.ts';
import { replyWithin } from '#shared/reply-promise.ts';
import { SAMPLE_SEQUENCE_TEMPLATE } from './sequence/sample-template.ts';

/**
 * D26: 'Seed Templates' / 'Create Default Templates' — a three-step welcome sequence written for
 * the studio from its settings: a thank-you at once, ideas after 3 days, the studio's services and
 * an invitation after 7 days. The studio's facts are written into the text as it is now (the
 * studio edits the templates afterwards like any other); only the lead's details are placeholders,
 * each with a fallback, so a lookbook download with a name and an address reads as well as an enquiry.
 */

/** Settings text inside a template: never a placeholder of its own, one line, HTML-escaped where it is HTML. */
function plain(text: string): string {
  return text.replace(/[{}]/g, '').replace(/\s+/g, ' ').trim();
}

interface StudioFacts {
  name: string;
  phone: string;
  email: string;
  designer: string;
  designerTitle: string;
  /** "within one business day": the studio's reply promise (shared/reply-promise.ts) */
  replyWithin: string;
  services: Array<{ title: string; description: string }>;
}

function factsOf(settings: SiteSettings): StudioFacts {
  return {
    name: plain(settings.studioName) || 'our studio',
    phone: plain(settings.phone),
    email: plain(settings.email),
    designer: plain(settings.designerName),
    designerTitle: plain(settings.designerTitle),
    replyWithin: replyWithin(settings.replyWithinBusinessDays),
    services: settings.services
      .map((service) => ({ title: plain(service.title), description: plain(service.description) }))
      .filter((service) => service.title)
      .slice(0, 4),
  };
}

/** "Warm regards, Maren Holloway, Founder & Principal Designer, Larch & Lime" in both parts. */
function signature(facts: StudioFacts): { html: string; text: string } {
  const lines = facts.designer
    ? [facts.designer, [facts.designerTitle, facts.name].filter(Boolean).join(', ')]
    : [`The ${facts.name} team`];
  return {
    html: `<p>Warm regards,<br>${lines.map(escapeHtml).join('<br>')}</p>`,
    text: `Warm regards,\n${lines.join('\n')}`,
  };
}

/** "call us on (503) 555-0142 or simply reply to this email" — what the studio has set. */
function reachUs(facts: StudioFacts): string {
  return facts.phone ? `simply reply to this email or call us on ${facts.phone}` : 'simply reply to this email';
}

function welcome(facts: StudioFacts): CreateTemplateInput {
  const sign = signature(facts);
  const name = escapeHtml(facts.name);
  const reach = reachUs(facts);
  return {
    name: 'Welcome: thank you for getting in touch',
    subject: '{{firstName|Hello}}, thank you for getting in touch',
    sequencePosition: 1,
    delayDays: 0,
    active: true,
    htmlContent: `<p>Hi {{firstName|there}},</p>
<p>Thank you for reaching out to ${name}. We read every message ourselves, and one of us will be in touch personally ${facts.replyWithin}.</p>
<p>In the meantime, it helps us to know a little about what you have in mind: the rooms involved, how you use them today, and anything you already love and want to keep. Photos taken on your phone are perfect.</p>
<p>If anything is on your mind before then, ${escapeHtml(reach)}.</p>
${sign.html}`,
    textContent: `Hi {{firstName|there}},

Thank you for reaching out to ${facts.name}. We read every message ourselves, and one of us will be in touch personally ${facts.replyWithin}.

In the meantime, it helps us to know a little about what you have in mind: the rooms involved, how you use them today, and anything you already love and want to keep. Photos taken on your phone are perfect.

If anything is on your mind before then, ${reach}.

${sign.text}`,
  };
}

/** The sample step's three tips (sample-template.ts), from the studio and with a fallback for the name. */
function ideas(facts: StudioFacts): CreateTemplateInput {
  const sign = signature(facts);
  // Step 1 has already said thank you: this one goes straight to the ideas.
  const withFallback = (text: string) =>
    text.replaceAll('{{firstName}}', '{{firstName|there}}').replace('Thank you for getting in touch with us. ', '');
  const strip = (text: string) => text.replace(/\n?<p>Warm regards,<br>The design team<\/p>$/, '');
  const stripText = (text: string) => text.replace(/\n\nWarm regards,\nThe design team$/, '');
  return {
    name: 'A few ideas to start with',
    subject: `A few ideas for your home, from ${facts.name}`,
    sequencePosition: 2,
    delayDays: 3,
    active: true,
    htmlContent: `${strip(withFallback(SAMPLE_SEQUENCE_TEMPLATE.htmlContent))}\n${sign.html}`,
    textContent: `${stripText(withFallback(SAMPLE_SEQUENCE_TEMPLATE.textContent))}\n\n${sign.text}`,
  };
}

function howWeHelp(facts: StudioFacts): CreateTemplateInput {
  const sign = signature(facts);
  const name = escapeHtml(facts.name);
  const reach = reachUs(facts);
  const servicesHtml = facts.services.length
    ? `<p>Here is how we usually help:</p>\n<ul>\n${facts.services
        .map((service) =>
          service.description
            ? `<li><strong>${escapeHtml(service.title)}.</strong> ${escapeHtml(service.description)}</li>`
            : `<li><strong>${escapeHtml(service.title)}</strong></li>`,
        )
        .join('\n')}\n</ul>\n`
    : '';
  const servicesText = facts.services.length
    ? `Here is how we usually help:\n\n${facts.services
        .map((service) => (service.description ? `- ${service.title}. ${service.description}` : `- ${service.title}`))
        .join('\n\n')}\n\n`
    : '';
  return {
    name: 'How we can help',
    subject: `How ${facts.name} can help`,
    sequencePosition: 3,
    delayDays: 7,
    active: true,
    htmlContent: `<p>Hi {{firstName|there}},</p>
<p>A week ago you got in touch with ${name}, and we hope the ideas we sent have been useful. Every project we take on starts the same way: a conversation about how you live, before any talk of colors or furniture.</p>
${servicesHtml}<p>When you are ready to talk about {{projectType|your project}}, ${escapeHtml(reach)} and we will find a time that suits you. The first conversation is free and comes with no obligation.</p>
${sign.html}`,
    textContent: `Hi {{firstName|there}},

A week ago you got in touch with ${facts.name}, and we hope the ideas we sent have been useful. Every project we take on starts the same way: a conversation about how you live, before any talk of colors or furniture.

${servicesText}When you are ready to talk about {{projectType|your project}}, ${reach} and we will find a time that suits you. The first conversation is free and comes with no obligation.

${sign.text}`,
  };
}

/** The three steps, in order: immediate, after 3 days, after 7 days. */
export function defaultTemplates(settings: SiteSettings): CreateTemplateInput[] {
  const facts = factsOf(settings);
  return [welcome(facts), ideas(facts), howWeHelp(facts)];
}
