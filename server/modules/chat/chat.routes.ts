import type { z } from 'zod';
import { chatApi } from '#shared/api/chat.ts';
import { CHAT_HISTORY_MAX, CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGE_MAX } from '#shared/chat.ts';
import { ValidationError } from '../../platform/errors.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import type { ChatRouteDeps } from './deps.ts';

/** SECURITY 14: a conversation is a few dozen messages; a photo analysis and a plan cost more. */
export const CHAT_RATE_LIMIT = { name: 'chat', limit: 30, windowSeconds: 10 * 60 };
export const ANALYZE_IMAGE_RATE_LIMIT = { name: 'chat-image', limit: 10, windowSeconds: 10 * 60 };
export const DESIGN_SUGGESTIONS_RATE_LIMIT = { name: 'chat-plan', limit: 20, windowSeconds: 10 * 60 };

/** 20 × 2,000 characters of history plus the message fit well within this. */
const CHAT_MAX_BYTES = 64 * 1024;
/** the photo as base64 (4/3 of its bytes) plus the JSON around it */
const ANALYZE_MAX_BYTES = Math.ceil((CHAT_IMAGE_MAX_BYTES * 4) / 3) + 16 * 1024;
const SUGGESTIONS_MAX_BYTES = 8 * 1024;

/** POST /chat, /chat/analyze-image, /chat/design-suggestions (public site §7, SECURITY 11). */
export const chatRoutes: ApiRoute<ChatRouteDeps>[] = [
  route(chatApi.reply, {
    access: 'public',
    summary: 'The answer-bot’s reply to a message',
    body: { kind: 'json', maxBytes: CHAT_MAX_BYTES },
    rateLimit: CHAT_RATE_LIMIT,
    invalid: firstProblem,
    handle: async (c, { body }) => {
      const { message, messages, context } = body;
      return c.get('deps').chat.reply({ message, messages, context });
    },
  }),
  route(chatApi.analyzeImage, {
    access: 'public',
    summary: 'A room photo’s palette and advice (in memory only, D21)',
    body: { kind: 'json', maxBytes: ANALYZE_MAX_BYTES },
    rateLimit: ANALYZE_IMAGE_RATE_LIMIT,
    errors: { 503: 'Too many photos are being analysed: try again after Retry-After seconds' },
    invalid: firstProblem,
    // Too many decodes at once: PhotoAnalysisBusyError, a 503 with Retry-After.
    handle: (c, { body }) => c.get('deps').chat.analyzeImage(body),
  }),
  route(chatApi.designSuggestions, {
    access: 'public',
    summary: 'A design plan for a room, style and budget',
    body: { kind: 'json', maxBytes: SUGGESTIONS_MAX_BYTES },
    rateLimit: DESIGN_SUGGESTIONS_RATE_LIMIT,
    invalid: firstProblem,
    handle: (c, { body }) => c.get('deps').chat.suggestDesign(body),
  }),
];

/** A body its schema refuses: the first problem becomes one clear 400 message. */
function firstProblem(error: z.ZodError): ValidationError {
  return new ValidationError(describeIssue(error.issues[0]));
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'The request is not valid.';
  const [first, index, field] = issue.path;
  if (first === 'messages' && index === undefined && issue.code === 'too_big') {
    return `messages: send at most ${CHAT_HISTORY_MAX} messages of history.`;
  }
  if (first === 'messages' && typeof index === 'number') {
    const where = `messages[${index}]`;
    if (field === 'role') return `${where}.role must be "user" or "assistant".`;
    if (field === 'content' && issue.code === 'too_big') {
      return `${where}.content must be at most ${CHAT_MESSAGE_MAX.toLocaleString('en-US')} characters.`;
    }
    if (issue.code === 'unrecognized_keys') return `${where} has unknown fields: ${issue.keys.join(', ')}.`;
  }
  if (issue.code === 'unrecognized_keys')
    return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.`;
  if (issue.code === 'invalid_type' && issue.path.length === 0) return 'The request body must be a JSON object.';
  const path = issue.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
    .join('.')
    .replace(/\.\[/g, '[');
  return path ? `${path}: ${issue.message}` : issue.message;
}
