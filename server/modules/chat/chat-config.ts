import type { Env } from '../../platform/env.ts';
import { ConfigError } from '../../platform/errors.ts';

/** An OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM …) the answer-bot may use. */
export interface ChatModelConfig {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1; /chat/completions is appended */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** the model that reads photos; null when none is known to */
  visionModel: string | null;
  /** the global budget: model calls per day across all visitors (SECURITY 11) */
  dailyCalls: number;
}

export type ChatEnv = Pick<
  Env,
  'CHAT_PROVIDER' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'CHAT_MODEL' | 'CHAT_VISION_MODEL' | 'CHAT_DAILY_MODEL_CALLS'
>;

export class ChatConfigError extends ConfigError {
  override name = 'ChatConfigError';
}

/**
 * Model families that accept images in chat-completions requests. Used only when no
 * CHAT_VISION_MODEL is set; a wrong guess costs one failed call and the built-in analysis.
 */
const VISION_CAPABLE =
  /(gpt-4o|gpt-4\.1|gpt-5|\bo[34]\b|vision|llava|bakllava|moondream|pixtral|gemma-?3|qwen2?\.?5?-?vl|minicpm-v|-vl\b)/i;

/** The model settings, or null for the built-in engine. A half-configured model stops the boot. */
export function resolveChatModelConfig(env: Partial<ChatEnv>): ChatModelConfig | null {
  if ((env.CHAT_PROVIDER ?? 'builtin') === 'builtin') return null;
  if (!env.CHAT_MODEL) {
    throw new ChatConfigError('CHAT_PROVIDER=openai needs CHAT_MODEL (e.g. gpt-4o-mini, or llama3.1 on Ollama)');
  }
  const model = env.CHAT_MODEL;
  return {
    baseUrl: (env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
    apiKey: env.OPENAI_API_KEY ?? null,
    model,
    visionModel: env.CHAT_VISION_MODEL ?? (VISION_CAPABLE.test(model) ? model : null),
    dailyCalls: env.CHAT_DAILY_MODEL_CALLS ?? 500,
  };
}
