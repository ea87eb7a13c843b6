import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { mediaUrl, variantWidths } from '#shared/media.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { compressImage } from '../media/compress-image.ts';
import { uploadImage } from '../media/upload-image.ts';
import { buttonClass } from '../ui/button-class.ts';
import { blogText } from './messages.ts';
import type { PostImage } from './post-payload.ts';

/**
 * A post's one featured image (issue 9: "featured image picker"): upload a photo from disk —
 * compressed in the browser first (D23), sent with a progress bar (D20 checks it on the server) —
 * replace it or remove it. What was chosen before stays until a new upload succeeds.
 */
export function FeaturedImageField({
  value,
  onChange,
  onUploadingChange,
  altField,
  error,
}: {
  value: PostImage | null;
  onChange: (image: PostImage | null) => void;
  /** the dialog waits for an upload before it saves */
  onUploadingChange: (uploading: boolean) => void;
  /** the alt text input, drawn under the picture */
  altField: ReactNode;
  error?: string;
}) {
  const t = useMessages(blogText);
  const toast = useToast();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Closing the dialog mid-upload stops the upload.
  useEffect(() => () => controller.current?.abort(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    controller.current = new AbortController();
    setUpload({ name: file.name, fraction: 0 });
    onUploadingChange(true);
    try {
      const { blob } = await compressImage(file);
      const stored = await uploadImage(
        blob,
        (fraction) => setUpload({ name: file.name, fraction }),
        controller.current.signal,
      );
      onChange({ url: stored.url, hash: stored.hash, width: stored.width, color: stored.color });
      toast({ title: t('imagesUploaded'), description: t('imagesReady', { count: 1 }) });
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      toast({
        title: t('uploadFailed'),
        description:
          failure instanceof ApiError && failure.status !== 500 ? failure.message : t('uploadFailedDescription'),
        variant: 'destructive',
      });
    } finally {
      setUpload(null);
      onUploadingChange(false);
    }
  };

  const preview = value ? mediaUrl(value.hash, variantWidths(value.width)[0] ?? value.width, 'jpeg') : null;
  return (
    <fieldset className="rounded-lg border border-stone bg-white p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-sm font-medium text-charcoal">{t('featuredImage')}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('featuredImageHint')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt=""
            width={96}
            height={72}
            style={{ backgroundColor: value?.color }}
            className="h-18 w-24 shrink-0 rounded-md object-cover"
          />
        ) : (
          <div className="grid h-18 w-24 shrink-0 place-items-center rounded-md bg-sand text-muted" aria-hidden="true">
            <ImageIcon className="size-6" />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            hidden
            onChange={choose}
            data-testid="featured-image-input"
          />
          <button
            type="button"
            onClick={() => input.current?.click()}
            disabled={upload !== null}
            className={buttonClass('secondary', 'sm')}
          >
            <Upload className="size-3.5" aria-hidden="true" />
            {value ? t('replaceImage') : t('uploadImage')}
          </button>
          {value && (
            <button
              type="button"
              onClick={() => onChange(null)}
              disabled={upload !== null}
              className={buttonClass('ghost', 'sm', 'text-red-800 hover:bg-red-800/10')}
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
              {t('removeImage')}
            </button>
          )}
        </div>
        {!value && !upload && <p className="text-sm text-muted">{t('noImage')}</p>}
      </div>
      {upload && (
        <div className="mt-3">
          <p className="truncate text-xs text-muted" id={`${id}-progress`}>
            {t('uploading', { name: upload.name })}
          </p>
          <div
            role="progressbar"
            aria-labelledby={`${id}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(upload.fraction * 100)}
            className="mt-1 h-1.5 overflow-hidden rounded-full bg-sand"
          >
            <div
              className="h-full bg-olive transition-[width] motion-reduce:transition-none"
              style={{ width: `${Math.round(upload.fraction * 100)}%` }}
            />
          </div>
        </div>
      )}
      {error && <p className="mt-2 text-sm text-red-800">{error}</p>}
      {value && <div className="mt-3">{altField}</div>}
    </fieldset>
  );
}
