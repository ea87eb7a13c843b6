import { formatCategory } from '#shared/text.ts';
import type { PostCardData } from '../../../lib/page-shapes.ts';
import { PostCard } from '../post-card.tsx';

/** Three columns inside max-w-7xl from medium screens up; one column on a phone. */
const CARD_SIZES =
  '(min-width: 1280px) 384px, (min-width: 768px) calc((100vw - 8rem) / 3), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';

/** Up to three more posts of the post's category; not drawn when there are none. */
export function RelatedPosts({ category, posts }: { category: string; posts: PostCardData[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-title" className="mx-auto mt-24 max-w-7xl px-5 sm:px-8">
      <div className="border-t border-stone pt-14 md:pt-20">
        <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Keep reading</p>
        <h2 id="related-posts-title" className="mt-3 text-3xl text-ink md:text-4xl">
          More in {formatCategory(category)}
        </h2>
        <ul className="mt-10 grid gap-x-8 gap-y-12 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} sizes={CARD_SIZES} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
