import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { track } from './cleanup.ts';
import type { RawResponse } from './raw-response.ts';

export interface BareServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

// Per-connection and per-date headers are the server's own business; content-length is recomputed.
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts bare-server.ts in a child process answering each path with the recorded response's bytes
 * and headers (content-type, content-encoding, cache headers, ETag … as our server sent them).
 */
export async function startBareServer(responses: Record<string, RawResponse>, port: number): Promise<BareServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-bench-bare-'));
  const specFile = path.join(dir, 'routes.json');
  const specs = Object.fromEntries(
    Object.entries(responses).map(([route, response]) => [
      route,
      {
        headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !NOT_COPIED.has(name))),
        body: response.body.toString('base64'),
      },
    ]),
  );
  await writeFile(specFile, JSON.stringify(specs));
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.ts');
  const child = fork(script, [specFile, String(port)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  const untrack = track({ stop, kill: () => void child.kill('SIGKILL') });
  try {
    const listening = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the bare server did not start within 30 s')), 30_000);
      child.once('message', (message: { port: number }) => {
        clearTimeout(timer);
        resolve(message.port);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the bare server exited with ${code}`));
      });
    });
    return {
      baseUrl: `http://127.0.0.1:${listening}`,
      pid: child.pid ?? 0,
      stop: async () => {
        untrack();
        await stop();
      },
    };
  } catch (error) {
    untrack();
    await stop();
    throw error;
  }
}
