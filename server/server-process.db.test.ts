import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionLimits } from './main.ts';
import { projectPath } from './platform/project-root.ts';

/**
 * The real server process (tests/support/server-process-entry.ts: `startServer` without the React
 * build) on its own embedded database: what only a process shows. Slow clients are cut off and
 * cannot keep others out (SECURITY 15); SIGTERM drains: /readyz answers 503 at once, the port then
 * closes, a request in flight still completes, and the process exits 0. The limits are shortened
 * (the production ones, 15 s and 30 s, are CONNECTION_LIMITS in main.ts) so they act in seconds.
 */

// The headers limit is far longer than a starved CI machine takes to read a prompt request's
// headers (a well-behaved request cut off would fail the test), and far shorter than the trickle
// (40 s). The request limit leaves the SIGTERM test's request in flight (about 3 s from its headers to the
// rest of its body, more on a busy machine) far from being cut off itself. Keep-alive is far longer
// than any test: a connection closed during a test was closed by the limit or the shutdown under
// test. Nothing here waits by the clock; a limit that never acts fails the test by its timeout.
const LIMITS: ConnectionLimits = {
  headersTimeoutMs: 3_000,
  requestTimeoutMs: 8_000,
  keepAliveTimeoutMs: 600_000,
  checkEveryMs: 250,
};

interface ServerProcess {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
}

/** the server the slow-client tests share (the SIGTERM test stops one of its own) */
let server: ServerProcess;
/** every process started, for the clean-up */
const started: ServerProcess[] = [];

async function startProcess(): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', projectPath('tests/support/server-process-entry.ts')], {
    cwd: projectPath('.'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      SHUTDOWN_DELAY_SECONDS: '3',
      TEST_LIMITS: JSON.stringify(LIMITS),
      DATABASE_URL: '',
      PUBLIC_URL: '',
      EMAIL_SERVICE: '',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
  const process_ = { child, port, dataDir, output: () => output };
  started.push(process_);
  return process_;
}

beforeAll(async () => {
  server = await startProcess();
}, 120_000);

afterAll(async () => {
  for (const { child, dataDir } of started) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  }
});

function openSocket(port = server.port): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with what the server sent once it closes the connection. */
async function closedByServer(socket: Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk) => {
    received += String(chunk);
  });
  // Not events.once(socket, 'close'): it rejects on 'error', and a reset (the server cutting off a
  // client in mid-write) is one of the ways a connection ends here.
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('close', resolve));
  return received;
}

/** Writes a few bytes every 100 ms, as a slow client (or an attacker) does, until the socket closes. */
function trickle(socket: Socket, text: string): void {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text.slice(at, at + 1));
    at += 1;
  }, 100);
  socket.once('close', () => clearInterval(timer));
}

function contactBody(email: string, message = 'A kitchen, please.'): string {
  return JSON.stringify({ firstName: 'Ada', lastName: 'Slow', email, message });
}

function contactHeaders(length: number, port = server.port): string {
  return [
    'POST /api/contact HTTP/1.1',
    `Host: localhost:${port}`,
    'Content-Type: application/json',
    `Origin: http://localhost:${port}`,
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');
}

/**
 * A client that sends a request line and then trickles one endless header; resolves with what the
 * server sent once the server closes the connection. Every listener is attached before the
 * connection exists, so a reset at any moment is an answer, not an unhandled error.
 */
function slowHeaderClient(): Promise<string> {
  const socket = connect(server.port, '127.0.0.1', () => {
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    trickle(socket, `X-Slow: ${'a'.repeat(400)}\r\n`);
  });
  return closedByServer(socket);
}

describe('slow clients (SECURITY 15)', () => {
  it('cuts off a client that trickles its headers', async () => {
    const answer = await slowHeaderClient();
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('cuts off a client that trickles its body', async () => {
    // A byte every 100 ms: this body would take about 50 s, far past the request limit.
    const body = contactBody('trickle@example.com', 'x'.repeat(400));
    const socket = await openSocket();
    socket.write(contactHeaders(body.length));
    trickle(socket, body);
    const answer = await closedByServer(socket);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('a hundred slow clients do not keep anyone else out, and all are cut off', async () => {
    // Each client starts trickling the moment it connects, and its errors are ours from the start:
    // on a busy machine the server may cut the first ones off before the last ones connect.
    const closed = Array.from({ length: 100 }, () => slowHeaderClient());
    const response = await fetch(`http://127.0.0.1:${server.port}/healthz`, { signal: AbortSignal.timeout(10_000) });
    expect(response.status).toBe(200);
    const answers = await Promise.all(closed);
    for (const answer of answers) expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });
});

describe('SIGTERM (SECURITY 15)', () => {
  it('answers 503 on /readyz at once, then refuses connections, finishes the request in flight, and exits 0', async () => {
    // A process of its own: stopping it leaves the slow-client tests' server running.
    const own = await startProcess();
    // A request in flight: its headers sent, its body only half.
    const body = contactBody('in-flight@example.com');
    const inFlight = await openSocket(own.port);
    let answer = '';
    inFlight.on('data', (chunk) => {
      answer += String(chunk);
    });
    inFlight.write(contactHeaders(body.length, own.port));
    inFlight.write(body.slice(0, 20));

    const exited = once(own.child, 'exit') as Promise<[number | null, string | null]>;
    own.child.kill('SIGTERM');

    // During SHUTDOWN_DELAY_SECONDS the port is open and says it is going away.
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${own.port}/readyz`)).status, {
        timeout: 5_000,
        interval: 50,
      })
      .toBe(503);
    expect((await fetch(`http://127.0.0.1:${own.port}/healthz`)).status).toBe(200);

    // Then the port closes: a new connection is refused…
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${own.port}/healthz`).then(
            () => 'accepted',
            (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
          ),
        { timeout: 10_000, interval: 100 },
      )
      .toBe('ECONNREFUSED');

    // …while the request in flight still gets its answer.
    inFlight.write(body.slice(20));
    // Answered, and then closed by the server at once, not left open for the keep-alive time.
    await closedByServer(inFlight);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('Thank you');

    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(own.output()).toContain('[server] stopped');
  }, 120_000);
});
