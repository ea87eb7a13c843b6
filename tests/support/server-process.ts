import { type ChildProcess, spawn } from 'node:child_process';
import { projectPath } from '../../server/platform/project-root.ts';

/**
 * The real server process (server-process-entry.ts: `startServer` without the React build), for
 * tests that kill it. `killOn` is checked on every chunk of output from the first byte, so a kill
 * can land right after a line the process prints (a job's "published"), even during boot.
 */
export interface ServerProcess {
  child: ChildProcess;
  /** the port, once the process listens; rejects if it exits first */
  ready: Promise<number>;
  /** resolves when the process has exited, however it ended */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** SIGKILL now (synchronously: nothing more runs in the process), resolves once it is gone */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown; resolves with how it exited */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnServerProcess(env: Record<string, string>, options: { killOn?: RegExp } = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', projectPath('tests/support/server-process-entry.ts')], {
    cwd: projectPath('.'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'never',
      PUBLIC_URL: '',
      EMAIL_SERVICE: '',
      ...env,
    },
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const onOutput = (chunk: Buffer) => {
    output += String(chunk);
    if (options.killOn?.test(output) && child.exitCode === null) child.kill('SIGKILL');
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const ready = new Promise<number>((resolve, reject) => {
    let seen = false;
    child.stdout?.on('data', () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (!match || seen) return;
      seen = true;
      // The line is printed just before startServer installs its SIGTERM handler, in the same
      // tick: a SIGTERM sent on reading it could still find no handler and kill by default. A
      // request answered is a later tick, so the handler is there.
      const port = Number(match[1]);
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => resolve(port),
        (error: unknown) => reject(new Error(`the server did not answer /healthz: ${String(error)}\n${output}`)),
      );
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
  // A test that only waits for `exited` must not see an unhandled rejection.
  ready.catch(() => {});
  return {
    child,
    ready,
    exited,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
