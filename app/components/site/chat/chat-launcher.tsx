import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import type { GreetingSettings } from './greeting.ts';

const loadPanel = () => import('./chat-panel.tsx');
const ChatPanel = lazy(loadPanel);

/**
 * The chat's floating button, on every page (public site §1, §2). Only this button is in the
 * page's JavaScript: the panel (Radix, the conversation, zod) is fetched when a visitor reaches for
 * it — a hover, a touch or keyboard focus starts the download — and mounted on the first click.
 * It sits in the bottom-right corner; back-to-top floats above it, the home page's consultation
 * button in the bottom-left corner.
 */
export function ChatLauncher({ settings }: { settings: GreetingSettings }) {
  const { open, setOpen, mounted, button, triggerProps } = useLazyDialog(loadPanel, { toggle: true });
  return (
    <>
      <button
        {...triggerProps}
        className="fixed right-5 bottom-5 z-30 grid size-14 place-items-center rounded-full bg-charcoal text-linen shadow-lg transition-colors duration-200 hover:bg-ink"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <MessageCircle className="size-6" aria-hidden="true" />}
        <span className="sr-only">Chat with us</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ChatPanel settings={settings} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
