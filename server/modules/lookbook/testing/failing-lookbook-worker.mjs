// Tests only: the real lookbook worker, except for three recipients. "Throw" makes the build fail as a
// layout error would (the worker lives on); "Crash" throws outside any build, which ends the worker
// thread (an uncaught error), as a fault in native code or a runaway allocation would; "Exit" ends
// the thread without an error, which Tinypool does not notice: only the pool's timeout answers it.
import { register } from 'tsx/esm/api';

register();
const worker = await import('../lookbook-worker.ts');

export default async function buildOrFail(task) {
  if (task.recipientFirstName === 'Throw') throw new Error('the layout failed');
  if (task.recipientFirstName === 'Crash') {
    setImmediate(() => {
      throw new Error('the worker crashed');
    });
    return new Promise(() => {});
  }
  if (task.recipientFirstName === 'Exit') {
    process.exit(0);
  }
  return worker.default(task);
}

export const prepare = worker.prepare;
