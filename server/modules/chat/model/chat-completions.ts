/**
 * The OpenAI chat-completions wire format, as OpenAI, Ollama, vLLM and LM Studio all speak it:
 * POST {base}/chat/completions → { choices: [{ message: { content } }], usage }. Errors come back
 * as { error: { message } } with a 4xx/5xx status.
 */
export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface CompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ContentPart[];
}

export interface CompletionRequest {
  model: string;
  messages: CompletionMessage[];
  /** ask for a JSON object (design plans) */
  json?: boolean;
  maxTokens?: number;
  temperature?: number;
}

export interface CompletionEndpoint {
  baseUrl: string;
  apiKey: string | null;
}

export type ModelFailure = 'http' | 'timeout' | 'network' | 'malformed';

/** Why a call gave no usable answer; the message names the status and reason, never the prompt. */
export class ModelCallError extends Error {
  override name = 'ModelCallError';
  constructor(
    message: string,
    readonly failure: ModelFailure,
  ) {
    super(message);
  }
}

export interface Completion {
  content: string;
  usage: { promptTokens: number; completionTokens: number } | null;
}

export async function createChatCompletion(
  endpoint: CompletionEndpoint,
  request: CompletionRequest,
  timeoutMs: number,
): Promise<Completion> {
  const body: Record<string, unknown> = {
    model: request.model,
    messages: request.messages,
    max_tokens: request.maxTokens ?? 600,
    temperature: request.temperature ?? 0.3,
  };
  if (request.json) body.response_format = { type: 'json_object' };
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (endpoint.apiKey) headers.Authorization = `Bearer ${endpoint.apiKey}`;
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new ModelCallError(`no answer within ${Math.round(timeoutMs / 1000)} s`, 'timeout');
    }
    const code = (error as { cause?: { code?: string } }).cause?.code;
    throw new ModelCallError(`cannot reach the model server${code ? ` (${code})` : ''}`, 'network');
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ModelCallError(
      timedOut ? `no answer within ${Math.round(timeoutMs / 1000)} s` : 'the answer broke off',
      timedOut ? 'timeout' : 'network',
    );
  }
  const parsed = parseJson(text);
  if (!response.ok) {
    const reason = errorMessage(parsed) ?? response.statusText;
    throw new ModelCallError(`HTTP ${response.status}${reason ? `: ${reason.slice(0, 200)}` : ''}`, 'http');
  }
  const content = contentOf(parsed);
  if (content === null) throw new ModelCallError('the answer has no choices[0].message.content', 'malformed');
  return { content, usage: usageOf(parsed) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorMessage(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : null;
}

function contentOf(body: unknown): string | null {
  const choices = (body as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return null;
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') return null;
  return content.trim();
}

function usageOf(body: unknown): Completion['usage'] {
  const usage = (body as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } } | null)?.usage;
  if (typeof usage?.prompt_tokens !== 'number' || typeof usage.completion_tokens !== 'number') return null;
  return { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens };
}
