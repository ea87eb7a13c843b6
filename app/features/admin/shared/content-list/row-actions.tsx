import { clsx } from 'clsx';
import { ExternalLink, EyeOff, Pencil, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../ui/button-class.ts';

/** Where a row's "view" goes: its public page in a new tab, or nowhere yet (a draft), and why. */
export type RowView = { href: string; label: string } | { unavailable: string };

const ICON = buttonClass('ghost', 'icon', 'text-muted hover:text-charcoal');

/** One of a row's icon buttons: named for assistive technology, with the same words as a tooltip. */
export function RowButton({
  label,
  onClick,
  pressed,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  /** a toggle (the star) says whether it is on */
  pressed?: boolean;
  danger?: boolean;
  /** the icon */
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      className={danger ? buttonClass('ghost', 'icon', 'text-red-800 hover:bg-red-800/10') : ICON}
    >
      {children}
    </button>
  );
}

/**
 * A content row's actions (admin area §2): featured star, view (new tab), the list's own (`extra`: a
 * project's banner picker), edit, delete. Actions the role may not take (viewers, D14) are simply
 * absent: leave out their handlers.
 */
export function RowActions({
  featured,
  featuredLabel,
  onToggleFeatured,
  view,
  extra,
  editLabel,
  onEdit,
  deleteLabel,
  onDelete,
}: {
  featured: boolean;
  featuredLabel: string;
  onToggleFeatured?: (() => void) | undefined;
  view: RowView;
  extra?: ReactNode;
  editLabel: string;
  onEdit?: (() => void) | undefined;
  deleteLabel: string;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <>
      {onToggleFeatured && (
        <RowButton label={featuredLabel} onClick={onToggleFeatured} pressed={featured}>
          <Star className={clsx('size-4', featured && 'fill-clay text-clay')} aria-hidden="true" />
        </RowButton>
      )}
      {'href' in view ? (
        <a href={view.href} target="_blank" rel="noopener" aria-label={view.label} title={view.label} className={ICON}>
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      ) : (
        // Kept focusable (aria-disabled) so the reason can be heard, not only seen on hover.
        <button
          type="button"
          aria-disabled="true"
          aria-label={view.unavailable}
          title={view.unavailable}
          className={clsx(ICON, 'cursor-not-allowed opacity-60 hover:bg-transparent')}
        >
          <EyeOff className="size-4" aria-hidden="true" />
        </button>
      )}
      {extra}
      {onEdit && (
        <RowButton label={editLabel} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
        </RowButton>
      )}
      {onDelete && (
        <RowButton label={deleteLabel} onClick={onDelete} danger>
          <Trash2 className="size-4" aria-hidden="true" />
        </RowButton>
      )}
    </>
  );
}
