import type { DbOrTx } from '../../../platform/db/client.ts';
import { hitRateLimit } from '../../../platform/http/rate-limit.service.ts';
import type { ChatModelConfig } from '../chat-config.ts';
import { type CompletionMessage, createChatCompletion, ModelCallError } from './chat-completions.ts';

/** SECURITY 11 / the issue: a model call never holds a visitor longer than this. */
export const MODEL_TIMEOUT_MS = 30_000;

export interface ModelAsk {
  /** what the call is for, in the log line: "chat", "image analysis", "design plan" */
  purpose: string;
  messages: CompletionMessage[];
  json?: boolean;
  vision?: boolean;
  maxTokens?: number;
}

/**
 * The configured language model behind the global budget guard. `ask` answers the model's text,
 * or null whenever the built-in engine should answer instead: over budget, no vision model for a
 * photo, HTTP error, timeout, unreachable server or an answer without content. Each fallback is
 * one log line without the visitor's words or photo.
 */
export interface LanguageModel {
  ask(request: ModelAsk): Promise<string | null>;
  readonly canSee: boolean;
}

export function createLanguageModel(
  db: DbOrTx,
  config: ChatModelConfig,
  options: { timeoutMs?: number; log?: (line: string) => void } = {},
): LanguageModel {
  const timeoutMs = Math.min(options.timeoutMs ?? MODEL_TIMEOUT_MS, MODEL_TIMEOUT_MS);
  const log = options.log ?? ((line: string) => console.warn(line));
  const budgetRule = { name: 'chat-model-calls', limit: config.dailyCalls, windowSeconds: 24 * 60 * 60 };
  let budgetLoggedUntil = 0;

  return {
    canSee: config.visionModel !== null,
    async ask(request) {
      const model = request.vision ? config.visionModel : config.model;
      if (!model) return null;
      let budget: Awaited<ReturnType<typeof hitRateLimit>>;
      try {
        budget = await hitRateLimit(db, budgetRule, 'global');
      } catch {
        log(`[chat] ${request.purpose}: could not check the model budget; built-in engine answered`);
        return null;
      }
      if (!budget.allowed) {
        // One line per exhausted window, not one per visitor.
        if (Date.now() > budgetLoggedUntil) {
          log(
            `[chat] daily model budget (${config.dailyCalls} calls) used up: built-in answers for the next ${Math.ceil(budget.retryAfterSeconds / 60)} min`,
          );
          budgetLoggedUntil = Date.now() + budget.retryAfterSeconds * 1000;
        }
        return null;
      }
      try {
        const completion = await createChatCompletion(
          config,
          { model, messages: request.messages, json: request.json, maxTokens: request.maxTokens },
          timeoutMs,
        );
        return completion.content;
      } catch (error) {
        const reason = error instanceof ModelCallError ? error.message : 'unexpected error';
        log(`[chat] ${request.purpose}: model ${model} failed (${reason}); built-in engine answered`);
        return null;
      }
    },
  };
}
