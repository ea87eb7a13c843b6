import { Link } from 'react-router';

/** A preview link that expired, was revoked, or never was (HTTP 410 or 404): said calmly, with a way on. */
export function PreviewGone() {
  return (
    <section className="mx-auto max-w-xl px-5 pt-20 pb-8 text-center sm:px-8 md:pt-28">
      <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Preview</p>
      <h1 className="mt-3 text-4xl leading-tight text-balance text-ink md:text-5xl">
        This preview link has expired or was withdrawn
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-pretty text-muted">
        Preview links work for a limited time. If you were expecting to see something here, ask the studio for a new
        link.
      </p>
      <div className="mt-10 flex flex-col items-center gap-5 sm:flex-row sm:justify-center sm:gap-8">
        <Link
          to="/"
          className="inline-flex items-center justify-center rounded-full bg-charcoal px-7 py-3 text-sm font-medium text-linen transition-colors duration-200 hover:bg-ink"
        >
          Go to the home page
        </Link>
        <Link to="/contact" className="text-sm font-medium text-charcoal underline underline-offset-4 hover:text-ink">
          Contact the studio
        </Link>
      </div>
    </section>
  );
}
