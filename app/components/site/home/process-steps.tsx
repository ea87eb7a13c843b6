import { ArrowRight } from 'lucide-react';
import { PROCESS_STEPS } from '#shared/process-steps.ts';

/** A mail to the studio with the subject filled in; the contact page when no address is set. */
export function consultationHref(email: string): string {
  return email ? `mailto:${email}?subject=${encodeURIComponent('Design consultation')}` : '/contact';
}

export function ProcessSteps({ email }: { email: string }) {
  return (
    <section
      className="below-first-screen mx-auto max-w-7xl px-5 py-20 [--first-size:1338px] sm:px-8 md:py-28 md:[--first-size:491px]"
      aria-labelledby="process-title"
    >
      <div className="grid gap-6 md:grid-cols-[1fr_auto] md:items-end">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">How we work</p>
          <h2 id="process-title" className="mt-3 text-4xl text-ink md:text-5xl">
            Our Design Process
          </h2>
        </div>
        <p className="max-w-md leading-relaxed text-muted">
          Four clear steps from the first conversation to the day you come home to a finished room.
        </p>
      </div>
      <ol className="mt-14 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
        {PROCESS_STEPS.map((step, i) => (
          <li key={step.title} className="border-t border-stone pt-6">
            <span aria-hidden="true" className="font-display text-4xl text-clay">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-4 text-2xl text-ink">{step.title}</h3>
            <p className="mt-3 leading-relaxed text-charcoal">{step.description}</p>
          </li>
        ))}
      </ol>
      <a
        href={consultationHref(email)}
        className="mt-14 inline-flex items-center gap-2 rounded-full bg-olive px-7 py-3.5 text-sm font-medium text-linen transition-colors duration-300 hover:bg-olive-deep motion-reduce:transition-none"
      >
        Schedule a Consultation
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </section>
  );
}
