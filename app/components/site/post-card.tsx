import { Link } from 'react-router';
import { formatCategory } from '#shared/text.ts';
import { formatLongDate } from '../../lib/display-format.ts';
import type { PostCardData } from '../../lib/page-shapes.ts';
import { Picture } from '../ui/picture.tsx';

interface PostCardProps {
  post: PostCardData;
  sizes: string;
  /** h2 on a page of cards, h3 under a section heading */
  headingLevel?: 'h2' | 'h3';
  /** the first card of a page of cards: its picture is the page's largest paint on a phone (Picture) */
  priority?: boolean;
}

/**
 * The link is the title, and its ::after covers the picture, category and title, so all of them
 * take the click as before while the link's name is exactly its visible text (WCAG 2.5.3: the
 * category sits between picture and title, so a link around all three would show more than its name).
 */
export function PostCard({ post, sizes, headingLevel: Heading = 'h3', priority = false }: PostCardProps) {
  return (
    <article className="group flex flex-col">
      <div className="relative">
        <div className="aspect-[3/2] overflow-hidden rounded-lg bg-stone">
          {post.image && (
            <Picture
              image={post.image}
              sizes={sizes}
              priority={priority}
              className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
            />
          )}
        </div>
        <p className="mt-4 text-xs font-semibold tracking-[0.16em] text-olive uppercase">
          {formatCategory(post.category)}
        </p>
        <Heading className="mt-2 text-xl leading-snug text-ink">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-3 focus-visible:after:outline-olive focus-visible:after:outline-solid"
          >
            {post.title}
          </Link>
        </Heading>
      </div>
      <p className="mt-2 text-[0.95rem] leading-relaxed text-charcoal">{post.excerpt}</p>
      <p className="mt-3 text-sm text-muted">
        {formatLongDate(post.date)} · {post.readTime} min read
      </p>
    </article>
  );
}
