import { Camera, WandSparkles } from 'lucide-react';

export const QUICK_QUESTIONS = ['What services do you offer?', 'How does your process work?'] as const;

const chip =
  'inline-flex items-center gap-1.5 rounded-full border border-stone bg-white px-3 py-1.5 text-[0.8125rem] text-charcoal transition-colors duration-200 hover:border-clay hover:bg-sand disabled:cursor-not-allowed disabled:opacity-60';

/** public site §4: one-tap starts, shown until the first reply arrives. */
export function QuickActions({
  disabled,
  onAsk,
  onPickPhoto,
  onCreatePlan,
}: {
  disabled: boolean;
  onAsk: (question: string) => void;
  onPickPhoto: () => void;
  onCreatePlan: () => void;
}) {
  return (
    <fieldset disabled={disabled} className="flex flex-wrap gap-2 px-4 pb-3">
      <legend className="sr-only">Suggestions</legend>
      {QUICK_QUESTIONS.map((question) => (
        <button key={question} type="button" className={chip} onClick={() => onAsk(question)}>
          {question}
        </button>
      ))}
      <button type="button" className={chip} onClick={onPickPhoto}>
        <Camera className="size-3.5 text-olive" aria-hidden="true" />
        Analyse my room photo
      </button>
      <button type="button" className={chip} onClick={onCreatePlan}>
        <WandSparkles className="size-3.5 text-olive" aria-hidden="true" />
        Create a design plan
      </button>
    </fieldset>
  );
}
