import { useCallback, useRef, useState } from 'react';
import type { ChatContext, PaletteColour, RoomType } from '#shared/chat.ts';
import type { ToastMessage } from '../../ui/toast-message.ts';
import { useToast } from '../../ui/toaster.tsx';
import { analyzeImage, requestDesignPlan, sendChat } from './chat-api.ts';
import { type ChatEntry, entryId } from './chat-entry.ts';
import { toHistory } from './chat-history.ts';
import { ROOM_TYPE_LABELS } from './room-types.ts';

/** public site §8, word for word. */
const FAILURES = {
  chat: { title: 'Chat Error', description: 'Failed to get response. Please try again.' },
  analysis: { title: 'Image Analysis Error', description: 'Failed to analyze image. Please try again.' },
  plan: { title: 'Design Suggestions Error', description: 'Failed to generate suggestions. Please try again.' },
} satisfies Record<string, ToastMessage>;

const now = () => new Date().toISOString();

/**
 * The conversation and its three calls. One request at a time (public site §4: inputs are disabled while one is
 * pending). The visitor's message shows at once; if the call fails it is taken back out and the
 * caller gets `false`, so the composer can keep the draft for another try — the toast says why.
 */
export function useChatConversation(greeting: ChatEntry) {
  const toast = useToast();
  const [entries, setEntries] = useState<ChatEntry[]>(() => [greeting]);
  const [pending, setPending] = useState(false);
  /** the palette of the last analysed photo: context for every later call */
  const [palette, setPalette] = useState<PaletteColour[] | undefined>();
  const busy = useRef(false);

  const exchange = useCallback(
    async (question: ChatEntry, ask: () => Promise<ChatEntry>, failure: ToastMessage): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setPending(true);
      setEntries((list) => [...list, question]);
      try {
        const answer = await ask();
        setEntries((list) => [...list, answer]);
        return true;
      } catch (error) {
        console.warn('[chat]', error);
        setEntries((list) => list.filter((entry) => entry.id !== question.id));
        toast({ ...failure, variant: 'destructive' });
        return false;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [toast],
  );

  const ask = (message: string, context: ChatContext) => {
    const history = toHistory(entries);
    return exchange(
      { id: entryId(), role: 'user', content: message, timestamp: now() },
      async () => {
        const answer = await sendChat({ message, messages: history, context: withPalette(context, palette) });
        return {
          id: entryId(),
          role: 'assistant',
          content: answer.message,
          timestamp: answer.timestamp,
          links: answer.links,
        };
      },
      FAILURES.chat,
    );
  };

  const analyse = (image: string, caption: string, roomType: RoomType | undefined) =>
    exchange(
      {
        id: entryId(),
        role: 'user',
        content: caption || `Here is a photo of my ${roomType ? ROOM_TYPE_LABELS[roomType].toLowerCase() : 'room'}.`,
        timestamp: now(),
        type: 'image-analysis',
        image,
      },
      async () => {
        const answer = await analyzeImage({ image, roomContext: roomType });
        if (answer.palette.length) setPalette(answer.palette);
        return {
          id: entryId(),
          role: 'assistant',
          content: answer.analysis,
          timestamp: answer.timestamp,
          type: 'image-analysis',
          palette: answer.palette,
          links: answer.links,
          roomType,
        };
      },
      FAILURES.analysis,
    );

  const plan = (context: ChatContext) => {
    const room = context.roomType ? ROOM_TYPE_LABELS[context.roomType].toLowerCase() : 'room';
    return exchange(
      {
        id: entryId(),
        role: 'user',
        content: palette
          ? `Create a design plan for my ${room} from this palette.`
          : `Create a design plan for my ${room}.`,
        timestamp: now(),
        type: 'design-suggestions',
      },
      async () => {
        const design = await requestDesignPlan(withPalette(context, palette));
        return {
          id: entryId(),
          role: 'assistant',
          content: design.overallConcept,
          timestamp: now(),
          type: 'design-suggestions',
          plan: design,
          links: design.links,
          roomType: context.roomType,
        };
      },
      FAILURES.plan,
    );
  };

  /** public site §4: the quick actions show until the first real reply. */
  const replied = entries.some((entry) => entry.role === 'assistant' && !entry.local);

  return { entries, pending, replied, palette, ask, analyse, plan };
}

function withPalette(context: ChatContext, palette: PaletteColour[] | undefined): ChatContext {
  return palette?.length ? { ...context, palette: palette.slice(0, 8) } : context;
}
