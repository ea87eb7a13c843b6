import type { z } from 'zod';
import { chatApi } from '#shared/api/chat.ts';
import { problemFromIssue } from '#shared/api/errors.ts';
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
  return refusalOf(error.issues[0]);
}

function refusalOf(issue: z.core.$ZodIssue | undefined): ValidationError {
  if (!issue) return new ValidationError('invalid_request');
  const [first, index, field] = issue.path;
  if (first === 'messages' && index === undefined && issue.code === 'too_big') {
    return new ValidationError('chat_history_too_long', { maximum: CHAT_HISTORY_MAX });
  }
  if (first === 'messages' && typeof index === 'number') {
    const where = `messages[${index}]`;
    if (field === 'role') return new ValidationError('chat_role_invalid', { where });
    if (field === 'content' && issue.code === 'too_big') {
      return new ValidationError('chat_content_too_long', { where, maximum: CHAT_MESSAGE_MAX.toLocaleString('en-US') });
    }
    if (issue.code === 'unrecognized_keys') {
      return new ValidationError('chat_message_unknown_fields', { where, keys: issue.keys.join(', ') });
    }
  }
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.join(', ');
    return new ValidationError(issue.keys.length === 1 ? 'chat_unknown_field' : 'chat_unknown_fields', { keys });
  }
  if (issue.code === 'invalid_type' && issue.path.length === 0) return new ValidationError('body_not_object');
  const path = issue.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
    .join('.')
    .replace(/\.\[/g, '[');
  // The schema's own sentence, after the field it is about.
  const { code, params, message } = problemFromIssue(issue);
  if (!path) return new ValidationError(code, params, undefined, message);
  return new ValidationError(code, { ...params, field: path }, undefined, `${path}: ${message}`);
}
