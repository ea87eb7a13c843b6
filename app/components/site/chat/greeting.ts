import type { ChatLink } from '#shared/chat.ts';
import type { SiteSettings } from '#shared/content.ts';
import { groupOpeningHours } from '#shared/opening-hours.ts';
import type { ChatEntry } from './chat-entry.ts';

export type GreetingSettings = Pick<SiteSettings, 'studioName' | 'email' | 'phone' | 'street' | 'city' | 'hours'>;

/**
 * public site §4: the conversation opens with the assistant's greeting and the studio's contact
 * details, all from the settings record (D6), so a visitor who would rather talk to a
 * person has the way to do it in the first message.
 */
export function greetingEntry(settings: GreetingSettings, now = new Date()): ChatEntry {
  const open = groupOpeningHours(settings.hours)
    .filter((line) => line.hours !== 'Closed')
    .map((line) => `${line.days} ${line.hours}`);
  const where = [settings.street, settings.city].filter(Boolean).join(', ');
  const contact = [settings.email && `email ${settings.email}`, settings.phone && `call ${settings.phone}`].filter(
    Boolean,
  );
  let person = contact.length ? `Prefer to talk to a person? ${capitalise(contact.join(' or '))}` : '';
  if (person && open.length) person += ` — we're open ${open.join(' and ')}`;
  if (person && where) person += `, at ${where}`;

  const links: ChatLink[] = [];
  if (settings.email) links.push({ href: `mailto:${settings.email}`, label: settings.email });
  if (settings.phone) links.push({ href: `tel:${settings.phone.replace(/[^+\d]/g, '')}`, label: settings.phone });
  links.push({ href: '/contact', label: 'Send an enquiry' });

  return {
    id: 'greeting',
    role: 'assistant',
    content: [
      `Hello! I'm the ${settings.studioName} design assistant. Ask me about our services, our process or a past project — or share a photo of your room for a palette reading and a design plan.`,
      person && `${person}.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    timestamp: now.toISOString(),
    links,
    local: true,
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
