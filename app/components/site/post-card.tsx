import { useId } from 'react';
import { Link } from 'react-router';
import type { BlogPost } from '#shared/content.ts';
import { formatCategory } from '#shared/text.ts';
import { Picture } from '../ui/picture.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatPostDate(post: Pick<BlogPost, 'publishedAt' | 'createdAt'>): string {
  return dateFormat.format(new Date(post.publishedAt ?? post.createdAt));
}

interface PostCardProps {
  post: BlogPost;
  sizes: string;
  /** h2 on a page of cards, h3 under a section heading */
  headingLevel?: 'h2' | 'h3';
}

export function PostCard({ post, sizes, headingLevel: Heading = 'h3' }: PostCardProps) {
  const titleId = useId();
  return (
    <article className="group flex flex-col">
      <Link to={`/blog/${post.slug}`} className="block" aria-labelledby={titleId}>
        <div className="aspect-[3/2] overflow-hidden rounded-lg bg-stone">
          {post.featuredImageRef && (
            <Picture
              image={post.featuredImageRef}
              sizes={sizes}
              className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
            />
          )}
        </div>
        <p className="mt-4 text-xs font-semibold tracking-[0.16em] text-olive uppercase">
          {formatCategory(post.category)}
        </p>
        <Heading id={titleId} className="mt-2 text-xl leading-snug text-ink">
          {post.title}
        </Heading>
      </Link>
      <p className="mt-2 text-[0.95rem] leading-relaxed text-charcoal">{post.excerpt}</p>
      <p className="mt-3 text-sm text-muted">
        {formatPostDate(post)} · {post.readTime} min read
      </p>
    </article>
  );
}
