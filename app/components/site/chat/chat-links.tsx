import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ChatLink } from '#shared/chat.ts';

const chip =
  'inline-flex items-center gap-1 rounded-full bg-sand px-3 py-1.5 text-sm font-medium text-olive-deep transition-colors duration-200 hover:bg-stone';

/**
 * The pages an answer used, as real links: our own pages navigate inside the app (the conversation
 * stays where it is), e-mail, phone and other sites are ordinary links.
 */
/**
 * The enquiry form reached from the chat says so (`?from=chat`): the enquiry it sends is the chat's
 * hand-off (D8), a `chat` touch on the lead's timeline.
 */
export function handOff(href: string): string {
  return href === '/contact' ? '/contact?from=chat' : href;
}

export function ChatLinks({ links, onNavigate }: { links: readonly ChatLink[]; onNavigate: () => void }) {
  if (!links.length) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Links">
      {links.map((link) => (
        <li key={`${link.href} ${link.label}`}>
          {link.href.startsWith('/') ? (
            <Link to={handOff(link.href)} onClick={onNavigate} className={chip}>
              {link.label}
              <ArrowUpRight className="size-3.5 shrink-0" aria-hidden="true" />
            </Link>
          ) : (
            <a
              href={link.href}
              className={chip}
              {...(/^https?:/i.test(link.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.label}
              <ArrowUpRight className="size-3.5 shrink-0" aria-hidden="true" />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
