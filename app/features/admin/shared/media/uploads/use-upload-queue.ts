import { useEffect, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES, type UploadedImage } from '#shared/admin/content.ts';
import { ApiError } from '../../../../../lib/api-client.ts';
import { problemText } from '../../errors/error-text.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { ACCEPTED_IMAGE_TYPES } from '../../ui/image-upload-field.tsx';
import { compressImage } from '../compress-image.ts';
import { uploadImage } from '../upload-image.ts';
import { uploadText } from './messages.ts';

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

export interface UploadQueue {
  entries: readonly UploadEntry[];
  /** a file is still waiting, compressing or on its way */
  busy: boolean;
  addFiles(files: readonly File[]): void;
  /** forgets the finished lines (what is still on its way stays) */
  clearFinished(): void;
}

const ACCEPTED_EXTENSIONS = /\.(?:jpe?g|png|webp|avif)$/i;

/** A browser names the type from the extension; a dropped file may have none, so the name decides then. */
function looksLikeImage(file: File): boolean {
  if (file.type) return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  return ACCEPTED_EXTENSIONS.test(file.name);
}

const isBusy = (entry: UploadEntry) =>
  entry.state.status === 'waiting' || entry.state.status === 'compressing' || entry.state.status === 'uploading';

let nextId = 1;

/**
 * The admin's one way photos come in from disk (the project gallery, D20/D23; the media library,
 * issue 29): each file is compressed in the browser, then sent on its own with its own progress,
 * one after the other so they arrive in the order chosen. A file that fails says why beside its
 * name and takes nothing else with it. Leaving the screen (unmounting) stops what is left.
 */
export function useUploadQueue({
  room,
  onUploaded,
  onBatchEnd,
}: {
  /** how many more images the destination takes now; without it, any number */
  room?: () => number;
  /** each image as it is stored, in the order chosen */
  onUploaded?: (image: UploadedImage) => void;
  /** once per batch, when its last file is done or failed (not when the screen was left) */
  onBatchEnd: (result: { added: number; failed: number }) => void;
}): UploadQueue {
  const t = useMessages(uploadText);
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const queued = useRef(0);
  const signal = useRef<AbortSignal | null>(null);
  // The latest callbacks, so a batch that started before a re-render reports to the current ones.
  const callbacks = useRef({ onUploaded, onBatchEnd });
  callbacks.current = { onUploaded, onBatchEnd };

  useEffect(() => {
    const controller = new AbortController();
    signal.current = controller.signal;
    return () => controller.abort();
  }, []);

  const update = (id: number, state: UploadState) =>
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, state } : entry)));

  const reasonOf = (failure: unknown): string =>
    failure instanceof ApiError && failure.status !== 0
      ? (problemText(failure.problem) ?? failure.message)
      : t('interrupted');

  /** Compress, check the size, send; true when the image is stored. */
  const uploadOne = async (id: number, file: File): Promise<boolean> => {
    const abort = signal.current ?? undefined;
    try {
      update(id, { status: 'compressing' });
      const { blob } = await compressImage(file);
      if (blob.size > UPLOAD_MAX_BYTES) {
        update(id, { status: 'failed', reason: t('tooLarge') });
        return false;
      }
      update(id, { status: 'uploading', progress: 0 });
      const image = await uploadImage(blob, (progress) => update(id, { status: 'uploading', progress }), abort);
      if (abort?.aborted) return false;
      callbacks.current.onUploaded?.(image);
      update(id, { status: 'done' });
      return true;
    } catch (failure) {
      if (!abort?.aborted) update(id, { status: 'failed', reason: reasonOf(failure) });
      return false;
    }
  };

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    let free = room ? room() - queued.current : Number.POSITIVE_INFINITY;
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
      callbacks.current.onBatchEnd({ added, failed });
    });
  };

  const clearFinished = () => setEntries((current) => current.filter(isBusy));

  return { entries, busy: entries.some(isBusy), addFiles, clearFinished };
}
