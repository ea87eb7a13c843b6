import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX, type ChatHistoryMessage } from '#shared/chat.ts';
import type { ChatEntry } from './chat-entry.ts';

/**
 * The conversation so far as `chatApi.reply` expects it (shared/chat.ts): only what was really said
 * (not the widget's own greeting), the most recent CHAT_HISTORY_MAX messages, each cut to
 * CHAT_MESSAGE_MAX characters — the server refuses anything longer rather than trimming it.
 */
export function toHistory(entries: readonly ChatEntry[]): ChatHistoryMessage[] {
  return entries
    .filter((entry) => !entry.local && entry.content.trim() !== '')
    .slice(-CHAT_HISTORY_MAX)
    .map((entry) => ({
      role: entry.role,
      content: entry.content.slice(0, CHAT_MESSAGE_MAX),
      timestamp: entry.timestamp,
      ...(entry.type ? { type: entry.type } : {}),
    }));
}
