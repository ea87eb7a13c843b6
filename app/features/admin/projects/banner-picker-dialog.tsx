import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useState } from 'react';
import type { Project } from '#shared/content.ts';
import { imageUrlUpTo } from '#shared/media.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { refusalText as refusalReason } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { showcaseText } from '../shared/showcase/messages.ts';
import { showcaseSentence } from '../shared/showcase/showcase-sentence.ts';
import { AdminDialog, DialogActions } from '../shared/ui/admin-dialog.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { useDiscardGuard } from '../shared/ui/discard-changes.tsx';
import { projectsText } from './messages.ts';
import { useSetBannerImages } from './projects-queries.ts';

/**
 * Spec 'Banner image picker' (D5): which of the project's images the home page slideshow shows.
 * Cancel drops the choice; Escape or a click outside asks first when something was changed.
 */
export function BannerPickerDialog({
  project,
  open,
  onOpenChange,
}: {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(projectsText);
  const showcase = useMessages(showcaseText);
  const toast = useToast();
  const save = useSetBannerImages();
  const images = project.gallery;
  const initial = images.filter((image) => image.inBanner).map((image) => image.id);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(initial));
  const changed = selected.size !== initial.length || initial.some((id) => !selected.has(id));
  const guard = useDiscardGuard(changed && !save.isPending, onOpenChange);

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({
        id: project.id,
        bannerImages: images.filter((image) => selected.has(image.id)).map((image) => image.url),
      });
      const moved = showcaseSentence(saved.showcase, showcase);
      toast({ title: t('bannerUpdated'), ...(moved ? { description: moved } : {}) });
      onOpenChange(false);
    } catch (failure) {
      const reason = refusalReason(failure);
      toast({ title: t('bannerFailed'), ...(reason ? { description: reason } : {}), variant: 'destructive' });
    }
  };

  return (
    <>
      <AdminDialog
        open={open}
        onOpenChange={guard.onOpenChange}
        title={t('bannerTitle', { title: project.title })}
        description={images.length > 0 ? t('bannerDescription') : undefined}
      >
        {images.length === 0 ? (
          <>
            <p className="rounded-lg border border-dashed border-stone bg-white px-4 py-8 text-center text-sm text-muted">
              {t('bannerEmpty')}
            </p>
            <DialogActions>
              <button type="button" onClick={() => onOpenChange(false)} className={buttonClass('secondary')}>
                {t('cancel')}
              </button>
            </DialogActions>
          </>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p aria-live="polite" className="text-sm font-medium text-charcoal">
                {t('selectedCount', { selected: selected.size, total: images.length })}
              </p>
              <div className="flex gap-2">
                <button
                  type="button"
                  onClick={() => setSelected(new Set(images.map((image) => image.id)))}
                  className={buttonClass('secondary', 'sm')}
                >
                  {t('selectAll')}
                </button>
                <button type="button" onClick={() => setSelected(new Set())} className={buttonClass('secondary', 'sm')}>
                  {t('selectNone')}
                </button>
              </div>
            </div>
            <ul
              aria-label={t('bannerImages', { title: project.title })}
              className="mt-3 grid grid-cols-2 gap-2.5 sm:grid-cols-3"
            >
              {images.map((image, index) => {
                const on = selected.has(image.id);
                return (
                  <li key={image.id}>
                    <button
                      type="button"
                      aria-pressed={on}
                      aria-label={t('bannerImage', { n: index + 1, alt: image.alt })}
                      onClick={() => toggle(image.id)}
                      className={clsx(
                        'relative block aspect-[4/3] w-full overflow-hidden rounded-md border-2',
                        on ? 'border-olive' : 'border-transparent opacity-80 hover:opacity-100',
                      )}
                    >
                      <img
                        src={imageUrlUpTo(image, 320)}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        style={{ objectPosition: `${image.focalX}% ${image.focalY}%`, backgroundColor: image.color }}
                        className="size-full object-cover"
                      />
                      <span
                        aria-hidden="true"
                        className={clsx(
                          'absolute top-1.5 right-1.5 grid size-6 place-items-center rounded-full border-2',
                          on ? 'border-olive bg-olive text-linen' : 'border-white bg-black/30 text-transparent',
                        )}
                      >
                        <Check className="size-3.5" />
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <DialogActions>
              <button type="button" onClick={() => onOpenChange(false)} className={buttonClass('secondary')}>
                {t('cancel')}
              </button>
              <button type="button" onClick={submit} disabled={save.isPending} className={buttonClass('primary')}>
                {t('saveSelection', { count: selected.size })}
              </button>
            </DialogActions>
          </>
        )}
      </AdminDialog>
      {guard.confirm}
    </>
  );
}
