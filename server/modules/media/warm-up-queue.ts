import type { EmailQueue } from '../../platform/email/email-queue.ts';

/** The queue of the media.warm worker (registered with the app's jobs, server/register-jobs.ts). */
export const WARM_MEDIA_JOB = 'media.warm';

export interface WarmMediaJob {
  hash: string;
}

/**
 * Asks the media.warm worker to encode every variant of a new upload ahead of visitors (ADR 003).
 * One waiting job per image is enough; a second upload of the same picture adds none. Best effort:
 * a variant nobody warmed is encoded on its first request, so a queue hiccup never fails an upload.
 */
export async function enqueueMediaWarmUp(queue: EmailQueue, hash: string, log: (line: string) => void): Promise<void> {
  try {
    await queue.send(WARM_MEDIA_JOB, { hash } satisfies WarmMediaJob, { singletonKey: `media-warm:${hash}` });
  } catch (error) {
    log(`[media] could not queue the warm-up of ${hash}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
