import { Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { UploadedImage } from '#shared/admin/content.ts';
import { useToast } from '../../../../components/ui/toaster.tsx';
import { compressImage } from '../media/compress-image.ts';
import { uploadImage } from '../media/upload-image.ts';
import { buttonClass } from './button-class.ts';
import { refusalReason } from './field-problems.ts';

/** What the server stores (SECURITY 10); the file inputs offer only these. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The field's words, from the feature's catalog. */
export interface ImageUploadText {
  upload: string;
  replace: string;
  remove: string;
  /** shown while there is no image */
  empty: string;
  /** the progress bar's name */
  uploading: (fileName: string) => string;
  uploaded: string;
  uploadedDescription: string;
  failed: string;
  /** when the server gave no reason a person can act on */
  failedDescription: string;
}

/**
 * One image chosen from disk (a post's featured image, the designer's portrait): compressed in the
 * browser first (D23), sent at once with a progress bar (D20 checks it on the server), then
 * replaced or removed. What was chosen before stays until a new upload succeeds; closing the form
 * mid-upload stops the upload.
 */
export function ImageUploadField({
  legend,
  hint,
  picture,
  hasImage,
  text,
  onUploaded,
  onRemove,
  onUploadingChange,
  disabled = false,
  error,
  inputTestId,
  actions,
  children,
}: {
  legend: string;
  hint: string;
  /** the current image, or its placeholder */
  picture: ReactNode;
  hasImage: boolean;
  text: ImageUploadText;
  onUploaded: (image: UploadedImage) => void;
  onRemove: () => void;
  /** a form that waits for the upload before it saves */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
  error?: string | undefined;
  inputTestId?: string;
  /** more ways to set the image, beside Upload (issue 29: "Choose from library") */
  actions?: ReactNode;
  /** drawn under the image while there is one (its alt text) */
  children?: ReactNode;
}) {
  const toast = useToast();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure: the input must report it as a change.
    event.target.value = '';
    if (!file) return;
    controller.current = new AbortController();
    setUpload({ name: file.name, fraction: 0 });
    onUploadingChange?.(true);
    try {
      const { blob } = await compressImage(file);
      const stored = await uploadImage(
        blob,
        (fraction) => setUpload({ name: file.name, fraction }),
        controller.current.signal,
      );
      onUploaded(stored);
      toast({ title: text.uploaded, description: text.uploadedDescription });
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      toast({
        title: text.failed,
        description: refusalReason(failure) ?? text.failedDescription,
        variant: 'destructive',
      });
    } finally {
      setUpload(null);
      onUploadingChange?.(false);
    }
  };

  const busy = disabled || upload !== null;
  const percent = upload ? Math.round(upload.fraction * 100) : 0;
  return (
    <fieldset className="min-w-0 rounded-lg border border-stone bg-white p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-sm font-medium text-charcoal">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {picture}
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            hidden
            onChange={choose}
            data-testid={inputTestId}
          />
          <button
            type="button"
            onClick={() => input.current?.click()}
            disabled={busy}
            className={buttonClass('secondary', 'sm')}
          >
            <Upload className="size-3.5" aria-hidden="true" />
            {hasImage ? text.replace : text.upload}
          </button>
          {hasImage && (
            <button
              type="button"
              onClick={onRemove}
              disabled={busy}
              className={buttonClass('ghost', 'sm', 'text-red-800 hover:bg-red-800/10')}
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
              {text.remove}
            </button>
          )}
          {actions}
        </div>
        {!hasImage && !upload && <p className="text-sm text-muted">{text.empty}</p>}
      </div>
      {upload && (
        <div className="mt-3">
          <p className="truncate text-xs text-muted" id={`${id}-progress`}>
            {text.uploading(upload.name)}
          </p>
          <div
            role="progressbar"
            aria-labelledby={`${id}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1 h-1.5 overflow-hidden rounded-full bg-sand"
          >
            <div
              className="h-full bg-olive transition-[width] motion-reduce:transition-none"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      )}
      {error && <p className="mt-2 text-sm text-red-800">{error}</p>}
      {hasImage && children && <div className="mt-3">{children}</div>}
    </fieldset>
  );
}
