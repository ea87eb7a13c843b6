import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX, ChatHistoryMessageSchema, ChatRequestSchema } from '#shared/chat.ts';
import type { ChatEntry } from './chat-entry.ts';
import { toHistory } from './chat-history.ts';

const at = (n: number) => new Date(Date.UTC(2025, 0, 1, 10, 0, n)).toISOString();

function conversation(count: number): ChatEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: `message ${i}`,
    timestamp: at(i),
  }));
}

describe('the history sent with a chat message', () => {
  it('leaves out the greeting the widget wrote itself', () => {
    const greeting: ChatEntry = { id: 'g', role: 'assistant', content: 'Hello!', timestamp: at(0), local: true };
    const history = toHistory([greeting, ...conversation(2)]);
    expect(history.map((m) => m.content)).toEqual(['message 0', 'message 1']);
  });

  it(`keeps only the last ${CHAT_HISTORY_MAX} messages, oldest first`, () => {
    const history = toHistory(conversation(CHAT_HISTORY_MAX + 7));
    expect(history).toHaveLength(CHAT_HISTORY_MAX);
    expect(history[0]?.content).toBe('message 7');
    expect(history.at(-1)?.content).toBe(`message ${CHAT_HISTORY_MAX + 6}`);
  });

  it(`cuts each message to ${CHAT_MESSAGE_MAX} characters`, () => {
    const long: ChatEntry = { id: 'l', role: 'assistant', content: 'x'.repeat(5000), timestamp: at(1) };
    expect(toHistory([long])[0]?.content).toHaveLength(CHAT_MESSAGE_MAX);
  });

  it('carries role, content, timestamp and the analysis or plan type, and nothing the server would refuse', () => {
    const entries: ChatEntry[] = [
      {
        id: 'a',
        role: 'assistant',
        content: 'Mostly cool blues.',
        timestamp: at(2),
        type: 'image-analysis',
        image: 'data:image/png;base64,AAAA',
        palette: [{ name: 'Navy', hex: '#1f2a44', share: 0.6 }],
        links: [{ href: '/projects/x', label: 'X' }],
      },
    ];
    const history = toHistory(entries);
    expect(history).toEqual([
      { role: 'assistant', content: 'Mostly cool blues.', timestamp: at(2), type: 'image-analysis' },
    ]);
    for (const message of history) expect(ChatHistoryMessageSchema.safeParse(message).success).toBe(true);
    const request = { message: 'And for a bedroom?', messages: toHistory(conversation(40)), context: {} };
    expect(ChatRequestSchema.safeParse(request).success).toBe(true);
  });
});
