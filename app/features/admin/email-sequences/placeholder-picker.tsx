import { useId } from 'react';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { sequencesText } from './messages.ts';

/** admin area §3: the placeholders a subject and the bodies may hold; anything else is refused on save. */
const PLACEHOLDERS = [
  { name: 'firstName', about: 'phFirstName' },
  { name: 'fullName', about: 'phFullName' },
  { name: 'email', about: 'phEmail' },
  { name: 'projectType', about: 'phProjectType' },
  { name: 'budget', about: 'phBudget' },
  { name: 'phone', about: 'phPhone' },
  // issue 27: the public booking page, so a step can invite the lead to book a consultation
  { name: 'bookingLink', about: 'phBookingLink' },
  // issue 28: the studio's facts, filled from its settings when each e-mail is written
  { name: 'studioName', about: 'phStudioName' },
  { name: 'studioPhone', about: 'phStudioPhone' },
  { name: 'studioEmail', about: 'phStudioEmail' },
  { name: 'studioAddress', about: 'phStudioAddress' },
  { name: 'designerName', about: 'phDesignerName' },
] as const;

export const token = (name: string) => `{{${name}}}`;

/**
 * The placeholders as buttons that insert themselves where the cursor was, each with what it
 * holds, and D26's fallback form (`{{firstName|there}}`) explained.
 */
export function PlaceholderPicker({ onInsert }: { onInsert: (token: string) => void }) {
  const t = useMessages(sequencesText);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-stone bg-white p-3 sm:p-4">
      <h3 id={`${id}-title`} className="text-sm font-medium text-charcoal">
        {t('placeholdersTitle')}
      </h3>
      <p className="mt-0.5 text-xs text-muted">{t('placeholdersHint')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {PLACEHOLDERS.map((placeholder) => (
          <li key={placeholder.name}>
            <button
              type="button"
              // Keeps the caret where it was in the field (a click would otherwise take focus first).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(token(placeholder.name))}
              aria-label={t('insertPlaceholder', { placeholder: token(placeholder.name) })}
              className={buttonClass('secondary', 'sm', 'h-auto flex-col items-start gap-0 py-1 text-left')}
            >
              <code className="font-mono text-xs text-ink">{token(placeholder.name)}</code>
              <span className="text-[0.7rem] font-normal text-muted">{t(placeholder.about)}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted">{t('fallbackHint', { example: '{{firstName|there}}' })}</p>
    </section>
  );
}
