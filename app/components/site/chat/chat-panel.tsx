import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useToast } from '../../ui/toaster.tsx';
import { Composer } from './composer.tsx';
import { type GreetingSettings, greetingEntry } from './greeting.ts';
import { MessageList } from './message-list.tsx';
import { prepareImage } from './prepare-image.ts';
import { QuickActions } from './quick-actions.tsx';
import { contextOf, NO_ROOM_DETAILS, RoomContextFields, type RoomDetails } from './room-context-fields.tsx';
import { useChatConversation } from './use-chat-conversation.ts';
import { useIsPhone } from './use-is-phone.ts';

/**
 * The answer-bot's panel (public site §4, §5, §8; D21), fetched on first use by ChatLauncher.
 * It stays mounted once opened, so the conversation survives closing the panel and moving between
 * pages. On a phone it covers the screen and is modal; on a wider screen it floats above the
 * launcher and leaves the page usable around it.
 */
export default function ChatPanel({
  settings,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  /** the studio's settings, from the site layout's loader */
  settings: GreetingSettings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const toast = useToast();
  const isPhone = useIsPhone();
  const [greeting] = useState(() => greetingEntry(settings));
  const { entries, pending, replied, ask, analyse, plan } = useChatConversation(greeting);
  const [details, setDetails] = useState<RoomDetails>(NO_ROOM_DETAILS);
  const [draft, setDraft] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);

  // Inputs are disabled while a request is pending, which drops the focus; give it back after.
  useEffect(() => {
    if (!pending && refocus.current) {
      refocus.current = false;
      textarea.current?.focus();
    }
  }, [pending]);

  const run = async (request: () => Promise<boolean>, onSuccess?: () => void, onFailure?: () => void) => {
    refocus.current = true;
    const ok = await request();
    if (ok) onSuccess?.();
    else onFailure?.();
  };

  const send = () => {
    const text = draft.trim();
    if (pending || (!text && !image)) return;
    setDraft('');
    const restore = () => setDraft(text);
    if (image) {
      // public site §4: the photo stays pending until its analysis succeeds.
      void run(
        () => analyse(image, text, details.roomType || undefined),
        () => setImage(null),
        restore,
      );
    } else {
      void run(() => ask(text, contextOf(details)), undefined, restore);
    }
  };

  const choose = async (file: File) => {
    const dataUrl = await prepareImage(file);
    if (!dataUrl) {
      toast({ title: 'Invalid File', description: 'Please upload an image file.', variant: 'destructive' });
      return;
    }
    setImage(dataUrl);
    textarea.current?.focus();
  };

  // On a phone the panel hides the page: following a link closes it, so the page can be seen.
  const onNavigate = () => {
    if (isPhone) onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={isPhone}>
      <Dialog.Portal>
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            textarea.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          // Beside the page, the panel stays open while the visitor reads or clicks around it; the
          // launcher, the close button and Escape close it.
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-linen text-charcoal transition-[opacity,translate] duration-300 ease-out motion-reduce:transition-none starting:opacity-0 motion-safe:starting:translate-y-4 sm:inset-auto sm:right-5 sm:bottom-24 sm:h-[min(42rem,calc(100dvh-8rem))] sm:w-[27rem] sm:rounded-2xl sm:border sm:border-stone sm:shadow-2xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-stone bg-sand px-5 pt-4 pb-3.5">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-xl leading-tight text-ink">Design assistant</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-xs text-muted">
                {settings.studioName} · answers from our projects and journal
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="-mt-1 -mr-2 grid size-10 shrink-0 place-items-center rounded-full text-charcoal transition-colors duration-200 hover:bg-stone"
              aria-label="Close chat"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <RoomContextFields value={details} onChange={setDetails} disabled={pending} />
          <MessageList
            entries={entries}
            pending={pending}
            onNavigate={onNavigate}
            onCreatePlan={() => void run(() => plan(contextOf(details)))}
          />
          {!replied && (
            <QuickActions
              disabled={pending}
              onAsk={(question) => void run(() => ask(question, contextOf(details)))}
              onPickPhoto={() => fileInput.current?.click()}
              onCreatePlan={() => void run(() => plan(contextOf(details)))}
            />
          )}
          <Composer
            draft={draft}
            onDraftChange={setDraft}
            image={image}
            onRemoveImage={() => {
              setImage(null);
              textarea.current?.focus();
            }}
            onFile={(file) => void choose(file)}
            onSend={send}
            pending={pending}
            textareaRef={textarea}
            fileInputRef={fileInput}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
