import { clsx } from 'clsx';
import { ExternalLink, EyeOff, Pencil, Star, Trash2 } from 'lucide-react';
import { buttonClass } from '../ui/button-class.ts';

/** Where a row's "view" goes: its public page in a new tab, or nowhere yet (a draft), and why. */
export type RowView = { href: string; label: string } | { unavailable: string };

/**
 * A content row's actions (spec §2): featured star, view (new tab), edit, delete. Icon buttons with
 * names for assistive technology and a tooltip for the mouse; actions the role may not take
 * (viewers, D14) are simply absent.
 */
export function RowActions({
  featured,
  featuredLabel,
  onToggleFeatured,
  view,
  editLabel,
  onEdit,
  deleteLabel,
  onDelete,
}: {
  featured: boolean;
  featuredLabel: string;
  onToggleFeatured?: () => void;
  view: RowView;
  editLabel: string;
  onEdit?: () => void;
  deleteLabel: string;
  onDelete?: () => void;
}) {
  const icon = buttonClass('ghost', 'icon', 'text-muted hover:text-charcoal');
  return (
    <>
      {onToggleFeatured && (
        <button
          type="button"
          onClick={onToggleFeatured}
          aria-pressed={featured}
          aria-label={featuredLabel}
          title={featuredLabel}
          className={icon}
        >
          <Star className={clsx('size-4', featured && 'fill-clay text-clay')} aria-hidden="true" />
        </button>
      )}
      {'href' in view ? (
        <a href={view.href} target="_blank" rel="noopener" aria-label={view.label} title={view.label} className={icon}>
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      ) : (
        // Kept focusable (aria-disabled) so the reason can be heard, not only seen on hover.
        <button
          type="button"
          aria-disabled="true"
          aria-label={view.unavailable}
          title={view.unavailable}
          className={clsx(icon, 'cursor-not-allowed opacity-60 hover:bg-transparent')}
        >
          <EyeOff className="size-4" aria-hidden="true" />
        </button>
      )}
      {onEdit && (
        <button type="button" onClick={onEdit} aria-label={editLabel} title={editLabel} className={icon}>
          <Pencil className="size-4" aria-hidden="true" />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          aria-label={deleteLabel}
          title={deleteLabel}
          className={buttonClass('ghost', 'icon', 'text-red-800 hover:bg-red-800/10')}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </>
  );
}
