import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** JSON-encoded when an object; omitted for an empty body (SendGrid's 202) */
  body?: unknown;
}

export interface HttpCapture {
  url: string;
  requests: CapturedRequest[];
  /** what the next requests get; the default answers 500 */
  reply: (request: CapturedRequest) => Reply;
  close(): Promise<void>;
}

/** A local HTTP server standing in for a provider's API: records each request, answers as told. */
export async function startHttpCapture(): Promise<HttpCapture> {
  const capture: HttpCapture = {
    url: '',
    requests: [],
    reply: () => ({ status: 500, body: { message: 'no reply configured' } }),
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      const captured = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body };
      capture.requests.push(captured);
      const reply = capture.reply(captured);
      const payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
      response.writeHead(reply.status, {
        ...(payload ? { 'Content-Type': 'application/json' } : {}),
        ...reply.headers,
      });
      response.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  capture.url = `http://127.0.0.1:${port}`;
  capture.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return capture;
}
