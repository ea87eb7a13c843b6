import { Link } from 'react-router';

/** A manage or confirmation link we did not sign, cut short, or past its consultation (HTTP 404). */
export function LinkNotValid() {
  return (
    <section className="mx-auto max-w-xl px-5 pt-20 pb-8 text-center sm:px-8 md:pt-28">
      <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Your consultation</p>
      <h1 className="mt-3 text-4xl leading-tight text-balance text-ink md:text-5xl">This link is no longer valid</h1>
      <p className="mt-5 text-lg leading-relaxed text-pretty text-muted">
        It may be incomplete, or the consultation it was for has already taken place. You can choose a new time, or
        write to us and we’ll sort it out.
      </p>
      <div className="mt-10 flex flex-col items-center gap-5 sm:flex-row sm:justify-center sm:gap-8">
        <Link to="/book" className={primaryButton}>
          Book a consultation
        </Link>
        <Link to="/contact" className={quietLink}>
          Contact the studio
        </Link>
      </div>
    </section>
  );
}

export const primaryButton =
  'inline-flex items-center justify-center rounded-full bg-charcoal px-7 py-3 text-sm font-medium text-linen transition-colors duration-200 hover:bg-ink disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-full border border-charcoal px-7 py-3 text-sm font-medium text-charcoal transition-colors duration-200 hover:bg-charcoal hover:text-linen disabled:opacity-60';
export const quietLink = 'text-sm font-medium text-charcoal underline underline-offset-4 hover:text-ink';
