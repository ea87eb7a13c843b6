import { Link } from 'react-router';
import { Paragraphs } from '../../components/site/paragraphs.tsx';
import { loadBlogPostPage } from '../../lib/blog-page.server.ts';
import { seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/blog-post';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadBlogPostPage(context, params.slug);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const post = loaderData?.post;
  if (!post) return seoMeta(matches, { title: 'Post Not Found', path: `/blog/${params.slug}`, noindex: true });
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
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <section className="mx-auto max-w-xl px-5 py-28 text-center sm:px-8">
        <h1 className="text-5xl text-ink">Post Not Found</h1>
        <p className="mt-4 text-muted">The blog post you're looking for doesn't exist.</p>
        <Link to="/blog" className="mt-8 inline-block underline underline-offset-4">
          Back to Blog
        </Link>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8">
      <h1 className="text-4xl text-ink md:text-5xl">{post.title}</h1>
      <div className="mt-8 space-y-5 text-lg leading-relaxed">
        <Paragraphs text={post.content} />
      </div>
    </article>
  );
}
