import { Link } from 'react-router';
import { articleJsonLd } from '../../components/site/blog/article-json-ld.ts';
import { BlogPostArticle } from '../../components/site/blog/blog-post-article.tsx';
import { loadBlogPostPage } from '../../lib/blog-page.server.ts';
import { layoutData, seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/blog-post';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadBlogPostPage(context, params.slug);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const post = loaderData?.post;
  if (!post) return seoMeta(matches, { title: 'Post Not Found', path: `/blog/${params.slug}`, noindex: true });
  const layout = layoutData(matches);
  return seoMeta(matches, {
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    image: post.featuredImageRef,
    type: 'article',
    breadcrumbs: [
      { name: 'Blog', path: '/blog' },
      { name: post.title, path: `/blog/${post.slug}` },
    ],
    jsonLd: [articleJsonLd(post, layout?.settings, layout?.publicUrl ?? '')],
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, body, day, related } = loaderData;
  if (!post) {
    return (
      <section className="mx-auto max-w-xl px-5 py-28 text-center sm:px-8">
        <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">404</p>
        <h1 className="mt-3 text-5xl text-ink">Post Not Found</h1>
        <p className="mt-4 text-muted">The blog post you're looking for doesn't exist.</p>
        <Link
          to="/blog"
          className="mt-8 inline-block rounded-full bg-charcoal px-6 py-3 text-sm font-medium text-linen hover:bg-ink"
        >
          Back to Blog
        </Link>
      </section>
    );
  }
  return <BlogPostArticle post={post} body={body} day={day} related={related} />;
}
