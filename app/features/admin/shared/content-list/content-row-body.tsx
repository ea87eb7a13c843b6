import { ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ImageRef, imageUrlUpTo } from '#shared/media.ts';

/**
 * What a content row shows (admin area §2): a thumbnail (a project's cover, a post's featured image),
 * the title, a subtitle and badges. Text is rendered as text (SECURITY 8).
 */
export function ContentRowBody({
  thumbnail,
  showThumbnail = true,
  title,
  subtitle,
  badges,
}: {
  thumbnail?: Pick<ImageRef, 'hash' | 'width' | 'color'> | null;
  /** testimonials have no picture: no empty square either */
  showThumbnail?: boolean;
  title: string;
  subtitle?: string;
  badges?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {showThumbnail &&
        (thumbnail ? (
          <img
            src={imageUrlUpTo(thumbnail, 320)}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            style={{ backgroundColor: thumbnail.color }}
            className="size-12 shrink-0 rounded-md object-cover"
          />
        ) : (
          <div className="grid size-12 shrink-0 place-items-center rounded-md bg-sand text-muted" aria-hidden="true">
            <ImageIcon className="size-5" />
          </div>
        ))}
      <div className="min-w-0">
        <p className="truncate font-medium text-ink">{title}</p>
        {subtitle && <p className="truncate text-sm text-muted">{subtitle}</p>}
        {badges && <div className="mt-1 flex flex-wrap gap-1.5">{badges}</div>}
      </div>
    </div>
  );
}
