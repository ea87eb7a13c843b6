import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import { imageUrlUpTo } from '#shared/media.ts';
import { controlClass } from '../../../components/ui/field.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { projectsText } from './messages.ts';
import { DEFAULT_FOCAL, type GalleryImage } from './project-form-values.ts';

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * D23's focal point: the spot every crop of the photo keeps in view. Three ways to set it — click
 * or tap the photo, arrow keys on it (Shift for steps of 10), or type the two percentages — and two
 * small crops show what a square and a wide frame will keep.
 */
export function FocalPointEditor({
  image,
  n,
  onChange,
}: {
  image: GalleryImage;
  /** the image's position, from 1 */
  n: number;
  onChange: (focalX: number, focalY: number) => void;
}) {
  const t = useMessages(projectsText);
  const hintId = useId();
  const { focalX: x, focalY: y } = image;
  const set = (nextX: number, nextY: number) => onChange(clamp(nextX), clamp(nextY));

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space "clicks" without a position: the arrow keys are the keyboard's way.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    set(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };

  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set(x + move[0], y + move[1]);
  };

  const position = `${x}% ${y}%`;
  const src = imageUrlUpTo(image, 640);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-charcoal">{t('focalPoint')}</legend>
      <div className="mt-1.5 flex flex-wrap items-start gap-3">
        <button
          type="button"
          onClick={pick}
          onKeyDown={nudge}
          aria-label={t('focalButton', { n, x, y })}
          aria-describedby={hintId}
          className="relative inline-block max-w-full cursor-crosshair overflow-hidden rounded-md border border-stone"
        >
          <img
            src={src}
            alt=""
            width={image.width}
            height={image.height}
            draggable={false}
            style={{ backgroundColor: image.color }}
            className="block h-auto max-h-40 w-auto max-w-full"
          />
          <span
            aria-hidden="true"
            style={{ left: `${x}%`, top: `${y}%` }}
            className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-black/20 shadow-[0_0_0_2px_rgba(0,0,0,0.65)]"
          />
        </button>
        <div className="flex gap-3 sm:flex-col sm:gap-2" aria-hidden="true">
          <figure>
            <img
              src={src}
              alt=""
              style={{ objectPosition: position, backgroundColor: image.color }}
              className="size-16 rounded object-cover"
            />
            <figcaption className="mt-1 text-xs text-muted">{t('cropSquare')}</figcaption>
          </figure>
          <figure>
            <img
              src={src}
              alt=""
              style={{ objectPosition: position, backgroundColor: image.color }}
              className="h-16 w-28 rounded object-cover"
            />
            <figcaption className="mt-1 text-xs text-muted">{t('cropWide')}</figcaption>
          </figure>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <PercentInput label={t('focalX')} value={x} onValue={(value) => set(value, y)} />
        <PercentInput label={t('focalY')} value={y} onValue={(value) => set(x, value)} />
        <button
          type="button"
          onClick={() => set(DEFAULT_FOCAL, DEFAULT_FOCAL)}
          className={buttonClass('secondary', 'sm', 'mb-0.5')}
        >
          {t('centre')}
        </button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-muted">
        {t('focalHint')}
      </p>
    </fieldset>
  );
}

/**
 * A whole percentage typed freely: half-typed text stays on screen, only a number reaches the form.
 * The text being typed lives here only while the field has focus; otherwise the field shows the
 * form's value in the same render that changed it (a click on the photo, an arrow key), so nothing
 * typed next can land on a stale number (syncing it in an effect did, a frame late).
 */
function PercentInput({ label, value, onValue }: { label: string; value: number; onValue: (value: number) => void }) {
  const id = useId();
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <div className="w-28">
      <label htmlFor={id} className="text-xs font-medium text-charcoal">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={typing ?? String(value)}
        onChange={(event) => {
          setTyping(event.currentTarget.value);
          const number = event.currentTarget.valueAsNumber;
          if (Number.isFinite(number)) onValue(clamp(number));
        }}
        onBlur={() => setTyping(null)}
        className={`${controlClass} mt-1 border-stone py-1.5`}
      />
    </div>
  );
}
