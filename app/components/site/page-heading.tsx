import type { ReactNode } from 'react';

export function PageHeading({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-7xl px-5 pt-16 pb-10 sm:px-8 md:pt-24">
      <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">{eyebrow}</p>
      <h1 className="mt-3 max-w-3xl text-4xl leading-tight text-ink md:text-6xl">{title}</h1>
      {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{children}</div>}
    </header>
  );
}
