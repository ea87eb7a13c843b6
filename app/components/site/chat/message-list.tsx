import { useEffect, useRef } from 'react';
import type { ChatEntry } from './chat-entry.ts';
import { ChatMessage } from './chat-message.tsx';
import { ThinkingIndicator } from './thinking-indicator.tsx';

/**
 * The conversation, announced politely to screen readers as it grows. The newest answer (or the
 * greeting) is scrolled to its first line, so a long analysis or plan is read from the top; the
 * visitor's own message and the indicator, to the bottom.
 */
export function MessageList({
  entries,
  pending,
  onNavigate,
  onCreatePlan,
}: {
  entries: readonly ChatEntry[];
  pending: boolean;
  onNavigate: () => void;
  onCreatePlan: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const latestAnalysis = entries.findLast((entry) => entry.role === 'assistant' && entry.type === 'image-analysis');
  const last = entries.at(-1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message arrives or the indicator toggles
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const newest = Array.from(box.querySelectorAll<HTMLElement>('li[data-role]')).at(-1);
    const top =
      !pending && last?.role === 'assistant' && newest ? newest.offsetTop - 16 : box.scrollHeight - box.clientHeight;
    box.scrollTo({ top, behavior });
  }, [entries.length, pending]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      // The log scrolls: keyboard users need to be able to reach it to scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      className="relative flex-1 overflow-y-auto overscroll-contain px-4 py-5 focus-visible:outline-offset-[-3px]"
    >
      <ul className="space-y-4">
        {entries.map((entry) => (
          <ChatMessage
            key={entry.id}
            entry={entry}
            onNavigate={onNavigate}
            onCreatePlan={entry === latestAnalysis ? onCreatePlan : undefined}
            disabled={pending}
          />
        ))}
        {pending && <ThinkingIndicator />}
      </ul>
    </div>
  );
}
