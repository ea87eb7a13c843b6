import type { MouseEvent } from 'react';
import type { BlogPost } from '#shared/content.ts';
import { parseRichText } from '#shared/rich-text/rich-text.ts';
import { readTimeMinutes } from '#shared/text.ts';
import { BlogPostArticle } from '../../../components/site/blog/blog-post-article.tsx';
import { parseTags } from '../shared/content-forms/tags.ts';
import { zonedLocalToIso } from '../shared/studio-clock/studio-time.ts';
import type { PostFormValues } from './post-payload.ts';

/** The studio's calendar day of an instant ('YYYY-MM-DD'), as the public page's loader computes it. */
function studioDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
}

/**
 * The post as the form holds it, in the shape the public page draws: what is typed, the read
 * time and date the page will show, the chosen image. What the server adds (the id, the version)
 * does not show on the page.
 */
export function previewPost(
  values: PostFormValues,
  post: BlogPost | null,
  { timeZone, now, untitled }: { timeZone: string; now: Date; untitled: string },
): BlogPost {
  const scheduled = values.status === 'scheduled' ? zonedLocalToIso(values.publishAt, timeZone) : null;
  const publishedAt = scheduled ?? (values.status === 'published' ? (post?.publishedAt ?? now.toISOString()) : null);
  const image = values.image;
  return {
    id: post?.id ?? 0,
    slug: values.slug.trim() || post?.slug || 'preview',
    // A page heading is never empty: before a title is typed, the preview says what goes there.
    title: values.title.trim() || untitled,
    excerpt: values.excerpt,
    content: values.content,
    category: values.category,
    tags: parseTags(values.tags),
    featuredImage: image?.url ?? null,
    // The form keeps the image's width; its height only sizes the placeholder of a cropped box.
    featuredImageRef: image
      ? {
          hash: image.hash,
          width: image.width,
          height:
            post?.featuredImageRef?.hash === image.hash ? post.featuredImageRef.height : Math.round(image.width * 0.75),
          alt: values.imageAlt.trim() || values.title,
          color: image.color,
        }
      : null,
    featuredImageAlt: values.imageAlt,
    readTime: readTimeMinutes(values.content.trim() ? values.content : values.excerpt),
    published: values.status === 'published',
    status: values.status,
    publishedAt,
    featured: values.featured,
    createdAt: post?.createdAt ?? now.toISOString(),
    updatedAt: post?.updatedAt ?? now.toISOString(),
    version: post?.version ?? 0,
  };
}

/** A click in the preview goes nowhere: its links and buttons are the public page's, not the editor's. */
function stayHere(event: MouseEvent) {
  if ((event.target as Element).closest('a, button')) {
    event.preventDefault();
    event.stopPropagation();
  }
}

/**
 * The live preview of the post's public page (issue 29): the real `BlogPostArticle` the public
 * page renders, drawn from the form's values as they are typed. The body is parsed here in the
 * browser as the page's loader parses it on the server (docs/content-format.md); its images have no
 * stored ref here, so they show as plain images.
 */
export function PostLivePreview({
  values,
  post,
  timeZone,
  untitled,
}: {
  values: PostFormValues;
  post: BlogPost | null;
  timeZone: string;
  /** the heading while no title is typed */
  untitled: string;
}) {
  const now = new Date();
  const shown = previewPost(values, post, { timeZone, now, untitled });
  return (
    // Only stops the public page's own links from leaving the editor.
    <div onClickCapture={stayHere} className="pb-10">
      <BlogPostArticle
        post={shown}
        body={parseRichText(values.content)}
        day={studioDay(shown.publishedAt ?? now.toISOString(), timeZone)}
        related={[]}
      />
    </div>
  );
}
