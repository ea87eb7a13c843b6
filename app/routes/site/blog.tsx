import { PageHeading } from '../../components/site/page-heading.tsx';
import { PostCard } from '../../components/site/post-card.tsx';
import { seoMeta } from '../../lib/seo.ts';
import { loadBlog } from '../../lib/site-data.server.ts';
import type { Route } from './+types/blog';

export async function loader({ context }: Route.LoaderArgs) {
  return loadBlog(context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Blog',
    description: 'Design tips, trends and room transformations from the studio.',
    path: '/blog',
    breadcrumbs: [{ name: 'Blog', path: '/blog' }],
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <>
      <PageHeading eyebrow="Journal" title="Notes on living well at home" />
      <section className="mx-auto max-w-7xl px-5 pb-8 sm:px-8" aria-label="Articles">
        {posts.length === 0 ? (
          <p className="text-muted">No blog posts found</p>
        ) : (
          <ul className="grid gap-x-8 gap-y-14 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  headingLevel="h2"
                  sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
