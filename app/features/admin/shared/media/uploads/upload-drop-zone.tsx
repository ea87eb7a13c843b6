import { clsx } from 'clsx';
import { ImagePlus } from 'lucide-react';
import { type DragEvent, forwardRef, useState } from 'react';
import { type Translate, useMessages } from '../../i18n/use-messages.ts';
import { buttonClass } from '../../ui/button-class.ts';
import { ACCEPTED_IMAGE_TYPES } from '../../ui/image-upload-field.tsx';
import { uploadText } from './messages.ts';
import type { UploadEntry, UploadQueue, UploadState } from './use-upload-queue.ts';

type Destination = 'gallery' | 'library';

/**
 * Where photos come in: dropped on the zone or chosen with the file picker (several at once; the
 * picker is the way for the keyboard), then one line per file with its own progress bar or, when
 * it failed, the reason. `wide` lays the zone out in a row and the lines in two columns.
 */
export const UploadDropZone = forwardRef<
  HTMLInputElement,
  { uploads: UploadQueue; destination: Destination; wide?: boolean }
>(function UploadDropZone({ uploads, destination, wide = false }, ref) {
  const t = useMessages(uploadText);
  const [over, setOver] = useState(false);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <div>
      {/* Dropping is the pointer's shortcut; the file picker inside is the way for everyone. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target, not a control */}
      <div
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setOver(false);
          uploads.addFiles([...event.dataTransfer.files]);
        }}
        className={clsx(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center transition-colors motion-reduce:transition-none',
          wide && 'sm:flex-row sm:justify-center',
          over ? 'border-olive bg-olive/10' : 'border-stone bg-white',
        )}
      >
        <ImagePlus className="size-6 text-muted" aria-hidden="true" />
        <p className="text-sm text-charcoal">{t('dropZone')}</p>
        <label
          className={buttonClass(
            'secondary',
            'sm',
            'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-olive',
          )}
        >
          <input
            ref={ref}
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              // Cleared, so choosing the same file again (after a failure) is a change too.
              event.currentTarget.value = '';
              uploads.addFiles(files);
            }}
          />
          {t('chooseFiles')}
        </label>
        <p className="text-xs text-muted">{t('acceptedTypes')}</p>
      </div>
      {uploads.entries.length > 0 && (
        <div className="mt-2">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{t('uploads')}</h3>
            {!uploads.busy && (
              <button
                type="button"
                onClick={uploads.clearFinished}
                className={buttonClass('ghost', 'sm', 'h-7 px-2 text-xs')}
              >
                {t('clearUploads')}
              </button>
            )}
          </div>
          <ul aria-label={t('uploads')} className={clsx('mt-1', wide ? 'grid gap-1.5 sm:grid-cols-2' : 'space-y-1.5')}>
            {uploads.entries.map((entry) => (
              <UploadLine key={entry.id} entry={entry} destination={destination} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
});

function UploadLine({ entry, destination }: { entry: UploadEntry; destination: Destination }) {
  const t = useMessages(uploadText);
  const { state } = entry;
  const failed = state.status === 'failed';
  return (
    <li className="rounded-md border border-stone bg-white px-3 py-2 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 truncate font-medium text-ink">{entry.name}</span>
        <span className={clsx('shrink-0 text-xs', failed ? 'text-red-800' : 'text-muted')}>
          {statusText(t, state, destination)}
        </span>
      </div>
      {failed ? (
        <p className="mt-0.5 text-xs break-words text-red-800">
          {t(destination === 'gallery' ? 'notTaken_gallery' : 'notTaken_library', { reason: state.reason })}
        </p>
      ) : (
        <progress
          aria-label={t('uploadProgress', { name: entry.name })}
          max={1}
          {...progressValue(state)}
          className="mt-1.5 block h-1.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-olive [&::-webkit-progress-bar]:bg-sand [&::-webkit-progress-value]:bg-olive"
        />
      )}
    </li>
  );
}

/** Waiting and compressing have no measure yet: the bar is indeterminate (no value). */
function progressValue(state: UploadState): { value?: number } {
  if (state.status === 'uploading') return { value: state.progress };
  if (state.status === 'done') return { value: 1 };
  return {};
}

function statusText(t: Translate<typeof uploadText.en>, state: UploadState, destination: Destination): string {
  switch (state.status) {
    case 'waiting':
      return t('waiting');
    case 'compressing':
      return t('compressing');
    case 'uploading':
      return t('uploading', { percent: Math.round(state.progress * 100) });
    case 'done':
      return t(destination === 'gallery' ? 'done_gallery' : 'done_library');
    case 'failed':
      return t('failed');
  }
}
