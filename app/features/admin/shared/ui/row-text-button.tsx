import type { LucideIcon } from 'lucide-react';
import { buttonClass } from './button-class.ts';

/**
 * A row's small worded action ("Edit", "Password", "Delete" on a user, a template, a lead): its
 * word on screen and, for assistive technology, a name that says which row it acts on (the word
 * comes first, so voice control finds it by what is seen, WCAG 2.5.3). A destructive one is red.
 */
export function RowTextButton({
  icon: Icon,
  text,
  label,
  onClick,
  danger = false,
}: {
  icon: LucideIcon;
  text: string;
  /** the word and the row: "Edit Ada Osei" */
  label: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={
        danger ? buttonClass('ghost', 'sm', 'text-red-800 hover:bg-red-800/10') : buttonClass('secondary', 'sm')
      }
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {text}
    </button>
  );
}
