import { Mail, MessageSquareText, Phone, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { SiteSettings } from '#shared/content.ts';
import { replyWithin } from '#shared/reply-promise.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/**
 * public site §2/§4/§9: a floating consultation button, visible after scrolling beyond 500 px,
 * toggling a small panel with the studio's e-mail and phone.
 */
export function ConsultationPopup({
  settings,
}: {
  settings: Pick<SiteSettings, 'email' | 'phone' | 'studioName' | 'replyWithinBusinessDays'>;
}) {
  const visible = useScrolledPast(500);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!visible || (!settings.email && !settings.phone)) return null;
  return (
    <div className="fixed bottom-5 left-5 z-30 flex flex-col items-start gap-3">
      {open && (
        <section
          id={panelId}
          aria-label="Book a consultation"
          className="w-72 rounded-lg border border-stone bg-white p-5 text-charcoal shadow-xl motion-safe:animate-[fade-in_200ms_ease-out]"
        >
          <div className="flex items-start justify-between gap-3">
            <h2 className="font-display text-xl text-ink">Book a consultation</h2>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="-mt-1 -mr-2 grid size-9 place-items-center rounded-full hover:bg-sand"
              aria-label="Close consultation panel"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          <p className="mt-2 text-sm text-muted">
            Tell us about your home — we reply {replyWithin(settings.replyWithinBusinessDays)}.
          </p>
          <ul className="mt-4 space-y-2 text-sm">
            {settings.email && (
              <li>
                <a
                  href={`mailto:${settings.email}?subject=${encodeURIComponent('Design consultation')}`}
                  className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-sand"
                >
                  <Mail className="size-4 text-olive" aria-hidden="true" />
                  {settings.email}
                </a>
              </li>
            )}
            {settings.phone && (
              <li>
                <a
                  href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}
                  className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-sand"
                >
                  <Phone className="size-4 text-olive" aria-hidden="true" />
                  {settings.phone}
                </a>
              </li>
            )}
          </ul>
        </section>
      )}
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="flex items-center gap-2 rounded-full bg-olive px-5 py-3 text-sm font-medium text-linen shadow-lg transition-colors duration-200 hover:bg-olive-deep"
      >
        <MessageSquareText className="size-4" aria-hidden="true" />
        Free consultation
      </button>
    </div>
  );
}
