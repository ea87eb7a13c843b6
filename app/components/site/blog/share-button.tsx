import { Share2 } from 'lucide-react';
import { useToast } from '../../ui/toaster.tsx';

interface ShareButtonProps {
  title: string;
  text: string;
  /** the post's path; shared as an absolute URL on this origin */
  path: string;
}

/**
 * public site §7: the device's native share sheet where there is one, otherwise the link is
 * copied. Public site §8: share errors, a dismissed share sheet included, are only logged.
 */
export function ShareButton({ title, text, path }: ShareButtonProps) {
  const toast = useToast();

  async function share() {
    const url = new URL(path, window.location.origin).href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, text, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The article link is on your clipboard.' });
    } catch (error) {
      console.error('[blog] sharing the article failed:', error);
    }
  }

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex items-center gap-2 rounded-full border border-stone px-4 py-2 text-sm font-medium text-charcoal transition-colors duration-200 hover:border-umber hover:bg-sand motion-reduce:transition-none"
    >
      <Share2 className="size-4" aria-hidden="true" />
      Share
    </button>
  );
}
