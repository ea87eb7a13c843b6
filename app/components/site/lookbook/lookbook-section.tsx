import { LookbookButton } from './lookbook-button.tsx';

/** The home page's lookbook offer (public site §2 Home). */
export function LookbookSection({ studioName }: { studioName: string }) {
  return (
    <section
      className="below-first-screen bg-olive-deep text-linen [--first-size:536px] md:[--first-size:419px]"
      aria-labelledby="lookbook-title"
      data-bleed-end
    >
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-5 py-20 sm:px-8 md:grid-cols-[1.4fr_1fr] md:py-24">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-stone uppercase">Free design lookbook</p>
          <h2 id="lookbook-title" className="mt-3 text-4xl leading-tight md:text-5xl">
            Ideas for every room, from our studio to your inbox
          </h2>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-linen/85">
            A 20+ page PDF of our favourite projects, the palettes and materials behind them, and the design tips we
            give our own clients.
          </p>
        </div>
        <div className="md:justify-self-end">
          <LookbookButton studioName={studioName} tone="light" />
        </div>
      </div>
    </section>
  );
}
