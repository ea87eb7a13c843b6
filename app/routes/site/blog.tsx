import { Link, useLocation, useNavigation } from 'react-router';
import { formatCategory } from '#shared/text.ts';
import { CategoryChips } from '../../components/site/blog/category-chips.tsx';
import { PostGrid, PostGridSkeleton } from '../../components/site/blog/post-grid.tsx';
import { PageHeading } from '../../components/site/page-heading.tsx';
import { loadBlogList } from '../../lib/blog-list.server.ts';
import { seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/blog';

export async function loader({ context, request }: Route.LoaderArgs) {
  const category = new URL(request.url).searchParams.get('category')?.trim() || null;
  return loadBlogList(context, category);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const category = loaderData?.category;
  if (!category) {
    return seoMeta(matches, {
      title: 'Blog',
      description: 'Design tips, trends and room transformations from the studio.',
      path: '/blog',
      breadcrumbs: [{ name: 'Blog', path: '/blog' }],
    });
  }
  const label = categoryLabel(loaderData.categories, category);
  const path = `/blog?category=${encodeURIComponent(category)}`;
  return seoMeta(matches, {
    title: `${label} | Blog`,
    description: `${label}: articles from the studio's journal on designing rooms that are good to live in.`,
    path,
    breadcrumbs: [
      { name: 'Blog', path: '/blog' },
      { name: label, path },
    ],
    // An empty filter is not a page worth a search result.
    noindex: loaderData.posts.length === 0,
  });
};

/** A retired category (D1) keeps a readable name. */
function categoryLabel(categories: ReadonlyArray<{ value: string; label: string }>, value: string): string {
  return categories.find((c) => c.value === value)?.label ?? formatCategory(value);
}

/** The category a client-side navigation to another filter of this page is loading, if any. */
function usePendingCategory(): string | null | undefined {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (navigation.state !== 'loading' || !next) return undefined;
  if (next.pathname !== location.pathname || next.search === location.search) return undefined;
  return new URLSearchParams(next.search).get('category')?.trim() || null;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, categories, category } = loaderData;
  const pending = usePendingCategory();
  const loading = pending !== undefined;
  return (
    <>
      <PageHeading eyebrow="Journal" title="Notes on living well at home">
        Ideas from our projects: how we plan light, choose color and make small rooms work harder.
      </PageHeading>
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <CategoryChips categories={categories} current={category} pending={pending} />
      </div>
      <section className="mx-auto max-w-7xl px-5 pt-10 pb-8 sm:px-8 md:pt-14" aria-label="Articles" aria-busy={loading}>
        <p role="status" className="sr-only">
          {loading ? 'Loading posts' : ''}
        </p>
        {loading ? (
          <PostGridSkeleton count={Math.min(Math.max(posts.length, 3), 6)} />
        ) : posts.length === 0 ? (
          <div className="rounded-lg bg-sand px-6 py-20 text-center">
            <p className="font-display text-2xl text-ink">No blog posts found</p>
            {category && (
              <Link to="/blog" preventScrollReset className="mt-4 inline-block text-sm underline underline-offset-4">
                See all articles
              </Link>
            )}
          </div>
        ) : (
          <PostGrid posts={posts} />
        )}
      </section>
    </>
  );
}
