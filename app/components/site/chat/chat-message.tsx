import { clsx } from 'clsx';
import { WandSparkles } from 'lucide-react';
import type { ChatEntry } from './chat-entry.ts';
import { ChatLinks } from './chat-links.tsx';
import { DesignPlanCard } from './design-plan-card.tsx';
import { PaletteSwatches } from './palette-swatches.tsx';

/**
 * One bubble. Everything the visitor or the server wrote is rendered as text (line breaks kept),
 * never as HTML. The newest analysis carries the 'Create a design plan' action.
 */
export function ChatMessage({
  entry,
  onNavigate,
  onCreatePlan,
  disabled,
}: {
  entry: ChatEntry;
  onNavigate: () => void;
  /** given for the latest analysis only */
  onCreatePlan?: () => void;
  disabled: boolean;
}) {
  const mine = entry.role === 'user';
  return (
    <li className={clsx('flex', mine ? 'justify-end' : 'justify-start')} data-role={entry.role}>
      <div
        className={clsx(
          'min-w-0 rounded-2xl px-4 py-3 text-[0.95rem] leading-relaxed break-words',
          mine
            ? 'max-w-[85%] rounded-tr-sm bg-olive text-linen'
            : 'rounded-tl-sm bg-white text-charcoal shadow-sm ring-1 ring-stone/70',
          !mine && (entry.plan ? 'w-full' : 'max-w-[92%]'),
        )}
      >
        <span className="sr-only">{mine ? 'You:' : 'Assistant:'} </span>
        {entry.image && (
          <img
            src={entry.image}
            alt="Your room, as you sent it"
            className="mb-2 max-h-44 w-auto rounded-lg object-cover"
          />
        )}
        {entry.plan ? (
          <DesignPlanCard plan={entry.plan} roomType={entry.roomType} />
        ) : (
          <p className="whitespace-pre-line">{entry.content}</p>
        )}
        {entry.palette && <PaletteSwatches palette={entry.palette} />}
        {entry.links && <ChatLinks links={entry.links} onNavigate={onNavigate} />}
        {onCreatePlan && (
          <button
            type="button"
            onClick={onCreatePlan}
            disabled={disabled}
            className="mt-4 inline-flex items-center gap-2 rounded-full bg-charcoal px-4 py-2 text-sm font-medium text-linen transition-colors duration-200 hover:bg-ink disabled:cursor-not-allowed disabled:opacity-60"
          >
            <WandSparkles className="size-4" aria-hidden="true" />
            Create a design plan
          </button>
        )}
      </div>
    </li>
  );
}
