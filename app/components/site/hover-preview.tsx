import { useEffect, useState } from 'react';
import type { PreviewImage } from '../../lib/page-shapes.ts';
import { Picture } from '../ui/picture.tsx';

const CYCLE_MS = 1200;

/**
 * public site §2 Portfolio: hovering a card cycles through the project's images. The extra
 * images load only once someone hovers, and nothing moves for people who prefer reduced motion.
 */
export function HoverPreview({ images, active, sizes }: { images: PreviewImage[]; active: boolean; sizes: string }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active || images.length < 2) {
      setIndex(0);
      return;
    }
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setIndex(1);
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % images.length), CYCLE_MS);
    return () => window.clearInterval(timer);
  }, [active, images.length]);
  const image = images[index];
  if (!active || index === 0 || !image) return null;
  return (
    <div aria-hidden="true" data-testid="hover-preview" data-index={index} className="absolute inset-0">
      <Picture
        image={{ ...image, alt: '' }}
        sizes={sizes}
        className="size-full object-cover motion-safe:animate-[fade-in_300ms_ease-out]"
      />
    </div>
  );
}
