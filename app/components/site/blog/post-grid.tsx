import type { PostCardData } from '../../../lib/page-shapes.ts';
import { PostCard } from '../post-card.tsx';

/** Three columns inside max-w-7xl (1216 px of content) with 2 rem gaps; one column on a phone. */
const CARD_SIZES =
  '(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 8rem) / 3), (min-width: 768px) calc((100vw - 6rem) / 2), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';

export function PostGrid({ posts }: { posts: PostCardData[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-14 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel="h2" sizes={CARD_SIZES} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** Stand-ins of the cards' shape while another category loads, so the page keeps its place. */
export function PostGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="grid gap-x-8 gap-y-14 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true" data-testid="post-skeletons">
      {Array.from({ length: count }, (_, index) => (
        // Placeholders have nothing but their position.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed list of identical placeholders
        <li key={index} className="animate-pulse motion-reduce:animate-none">
          <div className="aspect-[3/2] rounded-lg bg-stone" />
          <div className="mt-4 h-3 w-24 rounded bg-stone" />
          <div className="mt-3 h-6 w-4/5 rounded bg-stone" />
          <div className="mt-3 h-4 w-full rounded bg-sand" />
          <div className="mt-2 h-4 w-11/12 rounded bg-sand" />
          <div className="mt-4 h-3 w-36 rounded bg-sand" />
        </li>
      ))}
    </ul>
  );
}
