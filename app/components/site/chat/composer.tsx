import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useId, useLayoutEffect } from 'react';
import { CHAT_MESSAGE_MAX } from '#shared/chat.ts';

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The message box, the photo picker and the send button (public site §5): Enter sends,
 * Shift+Enter is a new line; send is disabled while the box is empty and no photo is waiting;
 * everything is disabled while a request is pending.
 */
export function Composer({
  draft,
  onDraftChange,
  image,
  onRemoveImage,
  onFile,
  onSend,
  pending,
  textareaRef,
  fileInputRef,
}: {
  draft: string;
  onDraftChange: (draft: string) => void;
  /** the photo waiting to be sent, as a data URL */
  image: string | null;
  onRemoveImage: () => void;
  onFile: (file: File) => void;
  onSend: () => void;
  pending: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  fileInputRef: RefObject<HTMLInputElement | null>;
}) {
  const hintId = useId();
  const canSend = !pending && (draft.trim() !== '' || image !== null);

  // The box grows with its text, up to about five lines, then scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured whenever the text changes
  useLayoutEffect(() => {
    const box = textareaRef.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, 140)}px`;
  }, [draft, textareaRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composition (Japanese, Chinese…) uses Enter to confirm a word: that is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) onSend();
    }
  };

  return (
    <div className="border-t border-stone bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      {image && (
        <div className="mb-3 flex items-center gap-3 px-1">
          <img
            src={image}
            alt="Your room, ready to send"
            className="size-16 rounded-lg object-cover ring-1 ring-stone"
          />
          <p className="min-w-0 flex-1 text-sm text-muted">Ready to analyse — press send.</p>
          <button
            type="button"
            onClick={onRemoveImage}
            disabled={pending}
            className={`${iconButton} size-9 text-charcoal hover:bg-sand`}
            aria-label="Remove photo"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
      <div className="flex items-end gap-1.5">
        <input
          ref={fileInputRef}
          type="file"
          accept="image/*"
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again still counts as a choice.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <button
          type="button"
          onClick={() => fileInputRef.current?.click()}
          disabled={pending}
          className={`${iconButton} text-olive hover:bg-sand`}
          aria-label="Add a room photo"
        >
          <ImagePlus className="size-5" aria-hidden="true" />
        </button>
        <label htmlFor={`${hintId}-box`} className="sr-only">
          Message
        </label>
        {/* 16 px on phones: iOS zooms into any text field smaller than that on focus. */}
        <textarea
          ref={textareaRef}
          id={`${hintId}-box`}
          rows={1}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX}
          disabled={pending}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
          placeholder={image ? 'Add a note (optional)' : 'Ask about our work…'}
          className="min-h-11 flex-1 resize-none rounded-2xl border border-stone bg-linen px-4 py-2.5 text-base leading-snug sm:text-[0.95rem] text-ink placeholder:text-muted focus:border-olive focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:opacity-60"
        />
        <button
          type="button"
          onClick={onSend}
          disabled={!canSend}
          className={`${iconButton} bg-olive text-linen hover:bg-olive-deep`}
          aria-label="Send message"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </button>
      </div>
      <p id={hintId} className="mt-2 hidden px-1 text-xs text-muted sm:block">
        Enter to send · Shift+Enter for a new line
      </p>
    </div>
  );
}
