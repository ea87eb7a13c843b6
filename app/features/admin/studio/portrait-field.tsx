import { ImagePlus, Trash2, UserRound } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { compressImage } from '../media/compress-image.ts';
import { uploadImage } from '../media/upload-image.ts';
import { buttonClass } from '../ui/button-class.ts';
import { studioText } from './messages.ts';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * The designer's portrait: uploaded at once through POST /api/media (compressed first, D23, with
 * progress), kept in the form as the stored image's URL until the settings are saved; Remove
 * clears it. A failed upload leaves the current portrait as it was.
 */
export function PortraitField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  disabled: boolean;
  error?: string;
}) {
  const t = useMessages(studioText);
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const hintId = useId();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure: the input must report it as a change.
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const { blob } = await compressImage(file);
      const stored = await uploadImage(blob, setProgress);
      onChange(stored.url);
      toast({ title: t('portraitReady'), description: t('portraitReadyDescription') });
    } catch (failure) {
      const reason =
        failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure.message : null;
      toast({ title: t('uploadFailed'), description: reason ?? t('uploadFailedDescription'), variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <fieldset aria-describedby={hintId} className="min-w-0">
      <legend className="text-sm font-medium text-charcoal">{t('portrait')}</legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={value}
            alt={t('portrait')}
            className="size-24 shrink-0 rounded-lg border border-stone bg-sand object-cover"
          />
        ) : (
          <div className="grid size-24 shrink-0 place-items-center rounded-lg border border-dashed border-stone bg-sand text-muted">
            <UserRound className="size-8" aria-hidden="true" />
            <span className="sr-only">{t('noPortrait')}</span>
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={disabled || uploading}
              onClick={() => input.current?.click()}
              className={buttonClass('secondary', 'sm')}
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {value ? t('replacePortrait') : t('uploadPortrait')}
            </button>
            {value && (
              <button
                type="button"
                disabled={disabled || uploading}
                onClick={() => onChange(null)}
                className={buttonClass('ghost', 'sm', 'text-red-800 hover:bg-red-800/10')}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('removePortrait')}
              </button>
            )}
          </div>
          {uploading && (
            <div
              role="progressbar"
              aria-label={t('uploadingPortrait')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-sand"
            >
              <div
                className="h-full rounded-full bg-olive transition-[width] duration-200 motion-reduce:transition-none"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
          )}
          <p id={hintId} className="text-xs text-muted">
            {t('portraitHint')}
          </p>
          {error && <p className="text-sm text-red-800">{error}</p>}
        </div>
      </div>
      <input ref={input} type="file" accept={ACCEPTED} hidden onChange={upload} />
    </fieldset>
  );
}
