import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import { createLocalContentEvents } from '../../platform/content-events.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { inspectPdf } from './inspect-pdf.ts';
import { createLookbookGenerator, type LookbookGenerator } from './lookbook-generator.ts';

/** The real worker, but "Throw" fails its build, "Crash" ends its thread and "Exit" stops it quietly (testing/failing-lookbook-worker.mjs). */
const FAILING_WORKER = path.join(import.meta.dirname, 'testing/failing-lookbook-worker.mjs');

/** Issue 30: no request waits on a PDF — layout and PDF writing run in a worker thread. */
describe('the lookbook worker pool', () => {
  let handle: DatabaseHandle;
  let generator: LookbookGenerator;
  let failing: LookbookGenerator;

  beforeAll(async () => {
    handle = await createTestDatabase('seeded');
    generator = createLookbookGenerator(handle.db, createLocalContentEvents());
    failing = createLookbookGenerator(handle.db, createLocalContentEvents(), { workerFile: FAILING_WORKER });
    // Warm: content, pictures and the worker's fonts are ready, so a build is only layout and writing.
    await Promise.all([generator.prepare(), failing.prepare()]);
  }, 120_000);

  afterAll(async () => {
    await generator?.close();
    await failing?.close();
    await handle?.close();
  });

  it('builds in a worker thread, not on the main thread', async () => {
    const result = await generator.build({ recipientFirstName: 'Zoë' });
    expect(result.threadId).not.toBe(threadId);
    expect(result.threadId).toBeGreaterThan(0);
    expect((await inspectPdf(result.pdf)).pageTexts[0]).toContain('Prepared for Zoë');
  });

  it('leaves the event loop free while a build is in progress', async () => {
    // On the main thread a warm build runs to its end without yielding (content and fonts are
    // cached), so it would finish before the next event-loop turn; in a worker the turn comes first.
    const order: string[] = [];
    const building = generator.build({ recipientFirstName: 'Zoë' }).then(() => order.push('build'));
    const turn = new Promise<void>((resolve) => setImmediate(resolve)).then(() => order.push('event loop'));
    await Promise.all([building, turn]);
    expect(order).toEqual(['event loop', 'build']);
  });

  it('answers an error when a build throws, and the next build works', async () => {
    await expect(failing.build({ recipientFirstName: 'Throw' })).rejects.toThrow('the layout failed');
    const next = await failing.build({ recipientFirstName: 'Ada' });
    expect((await inspectPdf(next.pdf)).pageTexts[0]).toContain('Prepared for Ada');
  });

  it('answers an error when the worker crashes, and a new worker builds the next', async () => {
    const before = (await failing.build({ recipientFirstName: 'Ada' })).threadId;
    await expect(failing.build({ recipientFirstName: 'Crash' })).rejects.toThrow('the worker crashed');
    const next = await failing.build({ recipientFirstName: 'Ada' });
    expect(next.threadId).not.toBe(before);
    expect((await inspectPdf(next.pdf)).pageTexts[0]).toContain('Prepared for Ada');
  });

  it('abandons a build whose worker stopped without an error, and gives its place back', async () => {
    const exiting = createLookbookGenerator(handle.db, createLocalContentEvents(), {
      workerFile: FAILING_WORKER,
      maxConcurrent: 1,
      maxQueued: 0,
      buildTimeoutMs: 2_000,
    });
    try {
      // Warm first, so the time limit is the build's own, not the thread's start.
      await exiting.prepare();
      await expect(exiting.build({ recipientFirstName: 'Exit' })).rejects.toThrow(
        'the lookbook worker did not answer within 2 s',
      );
      // The one place is free again: granted, where a held place would be refused as busy.
      exiting.reserve().release();
    } finally {
      await exiting.close();
    }
  });

  it('lets a build in progress finish when it is closed, then takes no more', async () => {
    const own = createLookbookGenerator(handle.db, createLocalContentEvents());
    await own.prepare();
    const building = own.build({ recipientFirstName: 'Zoë' });
    // Warm, the build is sent to the worker before the next event-loop turn; close() comes after it.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const closing = own.close();
    await expect(building).resolves.toMatchObject({ fileName: 'larch-and-lime-design-lookbook.pdf' });
    await closing;
    await expect(own.build({ recipientFirstName: 'Zoë' })).rejects.toThrow();
  });
});
