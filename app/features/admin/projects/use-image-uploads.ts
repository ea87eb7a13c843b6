import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES, type UploadedImage } from '#shared/admin/content.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { problemText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { compressImage } from '../shared/media/compress-image.ts';
import { uploadImage } from '../shared/media/upload-image.ts';
import { ACCEPTED_IMAGE_TYPES } from '../shared/ui/image-upload-field.tsx';
import { projectsText } from './messages.ts';

const ACCEPTED_EXTENSIONS = /\.(?:jpe?g|png|webp|avif)$/i;

export type UploadState =
  | { status: 'waiting' }
  | { status: 'compressing' }
  | { status: 'uploading'; progress: number }
  | { status: 'done' }
  | { status: 'failed'; reason: string };

export interface UploadEntry {
  id: number;
  name: string;
  state: UploadState;
}

const isBusy = (entry: UploadEntry) =>
  entry.state.status === 'waiting' || entry.state.status === 'compressing' || entry.state.status === 'uploading';

/** A browser names the type from the extension; a dropped file may have none, so the name decides then. */
function looksLikeImage(file: File): boolean {
  if (file.type) return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  return ACCEPTED_EXTENSIONS.test(file.name);
}

let nextId = 1;

/**
 * Photos from disk into the gallery (issue 9 'Images', D20, D23): each file is compressed, then
 * sent on its own with its own progress, one after the other so they arrive in the order chosen.
 * A file that fails says why beside its name and takes nothing else with it; each batch ends with
 * the spec's toast ('Images uploaded!' or 'Upload failed'). Closing the dialog stops what is left.
 */
export function useImageUploads({
  room,
  onUploaded,
}: {
  /** how many more images the gallery takes now */
  room: () => number;
  onUploaded: (image: UploadedImage) => void;
}) {
  const t = useMessages(projectsText);
  const toast = useToast();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const queued = useRef(0);
  const signal = useRef<AbortSignal | null>(null);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  useEffect(() => {
    const controller = new AbortController();
    signal.current = controller.signal;
    return () => controller.abort();
  }, []);

  const update = useCallback((id: number, state: UploadState) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, state } : entry)));
  }, []);

  const reasonOf = (failure: unknown): string => {
    if (failure instanceof ApiError) {
      return failure.status === 0 ? t('interrupted') : (problemText(failure.problem) ?? failure.message);
    }
    return t('interrupted');
  };

  /** Compress, check the size, send; true when the image is in the gallery. */
  const uploadOne = async (id: number, file: File): Promise<boolean> => {
    const abort = signal.current;
    try {
      update(id, { status: 'compressing' });
      const { blob } = await compressImage(file);
      if (blob.size > UPLOAD_MAX_BYTES) {
        update(id, { status: 'failed', reason: t('tooLarge') });
        return false;
      }
      update(id, { status: 'uploading', progress: 0 });
      const image = await uploadImage(
        blob,
        (progress) => update(id, { status: 'uploading', progress }),
        abort ?? undefined,
      );
      if (abort?.aborted) return false;
      uploaded.current(image);
      update(id, { status: 'done' });
      return true;
    } catch (failure) {
      if (!abort?.aborted) update(id, { status: 'failed', reason: reasonOf(failure) });
      return false;
    }
  };

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    let free = room() - queued.current;
    const batch = files.map((file) => {
      let reason: string | null = null;
      if (!looksLikeImage(file)) reason = t('notAnImage');
      else if (free <= 0) reason = t('noRoom');
      else free--;
      return { id: nextId++, file, reason };
    });
    setEntries((current) => [
      ...current,
      ...batch.map(({ id, file, reason }) => ({
        id,
        name: file.name,
        state: reason ? ({ status: 'failed', reason } as const) : ({ status: 'waiting' } as const),
      })),
    ]);
    const work = batch.filter((item) => item.reason === null);
    queued.current += work.length;
    let failed = batch.length - work.length;
    queue.current = queue.current.then(async () => {
      let added = 0;
      for (const { id, file } of work) {
        if (signal.current?.aborted) return;
        const ok = await uploadOne(id, file);
        queued.current--;
        if (ok) added++;
        else failed++;
      }
      if (signal.current?.aborted) return;
      if (failed > 0) {
        toast({ title: t('uploadFailed'), description: t('uploadFailedDescription'), variant: 'destructive' });
      } else if (added > 0) {
        toast({ title: t('imagesUploaded'), description: t('imagesReady', { count: added }) });
      }
    });
  };

  /** Forgets the finished lines (what is still on its way stays). */
  const clearFinished = () => setEntries((current) => current.filter(isBusy));

  return { entries, busy: entries.some(isBusy), addFiles, clearFinished };
}
