import { CalendarDays } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { FormOption } from '#shared/form-options.ts';
import { replyPromise } from '#shared/reply-promise.ts';

/** What the visitor sent, as the thank-you repeats it (labels, never the stored codes). */
export interface SentEnquiry {
  firstName: string;
  lastName: string;
  email: string;
  projectType: string;
  budget: string;
  message: string;
}

export const THANKS_TITLE = 'Message sent!';

function labelOf(options: FormOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * The visitor's confirmation after an enquiry (issue 27): it stays on the page instead of a toast
 * that passes, repeats what was sent (when this page sent it: the page post without JavaScript
 * lands on `?sent=1`, which carries nothing typed, ADR 007), makes the studio's one reply promise
 * from the settings and offers the next step, a consultation at /book. Focus moves to the heading
 * so a screen reader says what happened; a page that opens on it (`?sent=1`) gets the same once hydrated.
 */
export function EnquiryThanks({
  sent,
  replyDays,
  projectTypes,
  budgets,
  onSendAnother,
}: {
  sent: SentEnquiry | null;
  replyDays: number;
  projectTypes: FormOption[];
  budgets: FormOption[];
  /** the hydrated form clears itself; without JavaScript "Send another message" is a link to the empty form */
  onSendAnother?: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const details: Array<[string, string]> = sent
    ? [
        ['Name', `${sent.firstName} ${sent.lastName}`.trim()],
        ['Email', sent.email],
        ...(sent.projectType ? [['Project type', labelOf(projectTypes, sent.projectType)] as [string, string]] : []),
        ...(sent.budget ? [['Budget', labelOf(budgets, sent.budget)] as [string, string]] : []),
      ]
    : [];
  const anotherClass = 'text-sm text-charcoal underline underline-offset-4 hover:text-ink';
  return (
    <section aria-labelledby="enquiry-thanks-title" className="space-y-6" data-testid="enquiry-thanks">
      <div>
        <h3 id="enquiry-thanks-title" ref={heading} tabIndex={-1} className="text-2xl text-ink focus:outline-none">
          {THANKS_TITLE}
        </h3>
        <p className="mt-2 text-charcoal">
          {`${sent ? `Thank you, ${sent.firstName}.` : 'Thank you.'} ${replyPromise(replyDays)}`}
        </p>
      </div>
      {sent && (
        <div className="rounded-md border border-stone bg-white p-5">
          <h4 className="text-lg text-ink">What you sent</h4>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted">{term}</dt>
                <dd className="break-words text-ink">{value}</dd>
              </div>
            ))}
            <dt className="text-muted">Message</dt>
            <dd className="whitespace-pre-line break-words text-ink">{sent.message}</dd>
          </dl>
        </div>
      )}
      <div className="rounded-md border border-olive bg-white p-5">
        <h4 className="text-lg text-ink">Rather talk it through?</h4>
        <p className="mt-1 text-charcoal">Choose a time for a consultation with the studio, online in a minute.</p>
        <a
          href="/book"
          className="mt-4 inline-flex items-center gap-2 rounded-full bg-charcoal px-6 py-3 text-sm font-medium text-linen transition-colors duration-200 hover:bg-ink"
        >
          <CalendarDays className="size-4" aria-hidden="true" />
          Book a consultation
        </a>
      </div>
      {onSendAnother ? (
        <button type="button" onClick={onSendAnother} className={anotherClass}>
          Send another message
        </button>
      ) : (
        <a href="/contact" className={anotherClass}>
          Send another message
        </a>
      )}
    </section>
  );
}
