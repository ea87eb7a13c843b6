import type { PaletteColour } from '#shared/chat.ts';

/** The colours an analysis found, largest share first, each with its designer's name. */
export function PaletteSwatches({ palette }: { palette: readonly PaletteColour[] }) {
  if (!palette.length) return null;
  return (
    <ul className="mt-3 grid grid-cols-3 gap-x-2 gap-y-3 sm:grid-cols-4" aria-label="Palette">
      {palette.map((colour) => (
        <li key={`${colour.hex}-${colour.name}`} className="min-w-0 text-xs leading-snug">
          <span
            className="block h-10 rounded-md ring-1 ring-ink/10 ring-inset"
            style={{ backgroundColor: colour.hex }}
            aria-hidden="true"
          />
          <span className="mt-1.5 block truncate font-medium text-charcoal">{colour.name}</span>
          <span className="block text-muted">
            <span className="uppercase">{colour.hex}</span>
            {colour.share !== undefined && ` · ${Math.round(colour.share * 100)}%`}
          </span>
        </li>
      ))}
    </ul>
  );
}
