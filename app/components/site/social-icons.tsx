import type { SocialLinks } from '#shared/settings.ts';

/** Brand marks drawn inline (lucide ships no brand icons). Paths are simplified 24×24 glyphs. */
const ICONS: Record<keyof SocialLinks, { label: string; path: string }> = {
  instagram: {
    label: 'Instagram',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm5-3.25a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z',
  },
  pinterest: {
    label: 'Pinterest',
    path: 'M12 2a10 10 0 0 0-3.64 19.31c-.09-.78-.17-1.98.03-2.83l1.17-4.96s-.3-.6-.3-1.48c0-1.39.8-2.42 1.81-2.42.85 0 1.26.64 1.26 1.4 0 .86-.55 2.14-.83 3.32-.24 1 .5 1.8 1.48 1.8 1.77 0 3.14-1.87 3.14-4.57 0-2.39-1.72-4.06-4.17-4.06-2.84 0-4.5 2.13-4.5 4.33 0 .86.33 1.78.74 2.28a.3.3 0 0 1 .07.29l-.28 1.13c-.04.18-.15.22-.34.13-1.25-.58-2.03-2.41-2.03-3.88 0-3.16 2.3-6.06 6.62-6.06 3.48 0 6.18 2.48 6.18 5.79 0 3.45-2.18 6.23-5.2 6.23-1.01 0-1.97-.53-2.3-1.15l-.62 2.38c-.23.87-.84 1.96-1.25 2.62A10 10 0 1 0 12 2Z',
  },
  houzz: {
    label: 'Houzz',
    path: 'M6 2h4v5.2l8 2.3V22h-5v-6h-2v6H6V2Z',
  },
  facebook: {
    label: 'Facebook',
    path: 'M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.4H7.5V14h2.7v8h3.3Z',
  },
};

/** D6: only networks the studio has a URL for are shown. */
export function SocialIcons({ socials, className }: { socials: SocialLinks; className?: string }) {
  const present = (Object.keys(ICONS) as Array<keyof SocialLinks>).filter((key) => socials[key]);
  if (present.length === 0) return null;
  return (
    <ul className={className ?? 'flex gap-3'}>
      {present.map((key) => (
        <li key={key}>
          <a
            href={socials[key] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="grid size-10 place-items-center rounded-full border border-current/25 transition-colors duration-200 hover:bg-white/10"
          >
            <svg viewBox="0 0 24 24" className="size-[18px] fill-current" aria-hidden="true">
              <path d={ICONS[key].path} />
            </svg>
            <span className="sr-only">{ICONS[key].label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
