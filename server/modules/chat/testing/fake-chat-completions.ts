import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the OpenAI chat-completions wire format, for the model path's tests:
 * POST /v1/chat/completions → { id, object, created, model, choices: [{ index, message, finish_reason }],
 * usage }, errors as { error: { message, type, code } }. Each test sets how it answers.
 */
export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: unknown }>;
    response_format?: { type: string };
    [key: string]: unknown;
  };
}

export type FakeAnswer =
  | { content: string; delayMs?: number }
  | { status: number; error: string; delayMs?: number }
  | { raw: string; status?: number; delayMs?: number };

export interface FakeChatCompletions {
  /** e.g. http://127.0.0.1:43210/v1 (what OPENAI_BASE_URL would be) */
  baseUrl: string;
  requests: RecordedRequest[];
  answerWith(answer: FakeAnswer | ((request: RecordedRequest) => FakeAnswer)): void;
  close(): Promise<void>;
}

export function completionBody(model: string, content: string) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 812, completion_tokens: 64, total_tokens: 876 },
  };
}

export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const requests: RecordedRequest[] = [];
  let answer: FakeAnswer | ((request: RecordedRequest) => FakeAnswer) = { content: 'Hello from the model.' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: RecordedRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // recorded as empty: the test then fails on what it expected the engine to send
      }
      const request = { path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const chosen = typeof answer === 'function' ? answer(request) : answer;
      const send = () => {
        if (res.destroyed) return;
        if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
          res.writeHead(404, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({
              error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error', code: null },
            }),
          );
        } else if ('content' in chosen) {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(completionBody(String(body.model), chosen.content)));
        } else if ('error' in chosen) {
          res.writeHead(chosen.status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: { message: chosen.error, type: 'server_error', code: null } }));
        } else {
          res.writeHead(chosen.status ?? 200, { 'Content-Type': 'application/json' });
          res.end(chosen.raw);
        }
      };
      if (chosen.delayMs) setTimeout(send, chosen.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
