import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPost } from '#shared/content.ts';
import type { RichTextBlock } from '#shared/rich-text/rich-text.ts';
import { formatCategory } from '#shared/text.ts';
import { formatLongDate } from '../../../lib/display-format.ts';
import type { PostCardData } from '../../../lib/page-shapes.ts';
import { Picture } from '../../ui/picture.tsx';
import { RichText } from '../rich-text/rich-text-view.tsx';
import { RelatedPosts } from './related-posts.tsx';
import { ShareButton } from './share-button.tsx';

/** The featured image spans max-w-6xl (1088 px of content) and the page width below it. */
const FEATURED_IMAGE_SIZES = '(min-width: 1152px) 1088px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';

/**
 * A post's page below the site's header: `/blog/{slug}`, and a preview link's page of a post not
 * yet public (issue 29), which must look exactly as the post will.
 */
export function BlogPostArticle({
  post,
  body,
  day,
  related,
}: {
  /** the post's fields around its body (the Markdown itself is not needed: `body` is it, parsed) */
  post: Omit<BlogPost, 'content'>;
  /** the post's content, parsed by the loader (parseRichText, images resolved) so the page never loads the parser */
  body: RichTextBlock[];
  /** the day it was (or will be) published, on the studio's calendar */
  day: string | null;
  related: PostCardData[];
}) {
  const path = `/blog/${post.slug}`;
  const date = post.publishedAt ?? post.createdAt;
  return (
    <>
      <article className="pt-10 md:pt-16">
        <header className="mx-auto max-w-3xl px-5 text-center sm:px-8">
          <Link
            to="/blog"
            className="inline-flex items-center gap-1.5 text-sm text-muted transition-colors duration-200 hover:text-ink"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            All articles
          </Link>
          <p className="mt-10 text-xs font-semibold tracking-[0.2em] text-olive uppercase md:mt-14">
            <Link to={`/blog?category=${encodeURIComponent(post.category)}`} className="hover:text-olive-deep">
              {formatCategory(post.category)}
            </Link>
          </p>
          <h1 className="mt-4 text-4xl leading-[1.1] text-balance text-ink md:text-6xl">{post.title}</h1>
          <div className="mt-7 flex flex-wrap items-center justify-center gap-x-5 gap-y-3 text-sm text-muted">
            <p>
              <time dateTime={date}>{day ? formatLongDate(day) : ''}</time>
              <span aria-hidden="true" className="px-2">
                ·
              </span>
              {post.readTime} min read
            </p>
            <ShareButton title={post.title} text={post.excerpt} path={path} />
          </div>
        </header>

        {post.featuredImageRef && (
          <div className="mx-auto mt-10 max-w-6xl px-5 sm:px-8 md:mt-14">
            <div className="aspect-[4/3] overflow-hidden rounded-lg bg-stone sm:aspect-[16/9]">
              <Picture
                image={post.featuredImageRef}
                sizes={FEATURED_IMAGE_SIZES}
                priority
                className="size-full object-cover"
              />
            </div>
          </div>
        )}

        <div className="mx-auto mt-12 max-w-[calc(68ch+4rem)] px-5 sm:px-8 md:mt-16">
          <p className="font-display text-[1.375rem] leading-[1.5] text-ink md:text-2xl">{post.excerpt}</p>
          <hr className="my-10 w-16 border-t border-clay" />
          <RichText blocks={body} />
          {post.tags.length > 0 && (
            <footer className="mt-14 border-t border-stone pt-8">
              <ul className="flex flex-wrap gap-2" aria-label="Tags">
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-sand px-3 py-1 text-sm text-charcoal">
                    {tag}
                  </li>
                ))}
              </ul>
            </footer>
          )}
        </div>
      </article>
      <RelatedPosts category={post.category} posts={related} />
    </>
  );
}
