import { BlogPostArticle } from '../../components/site/blog/blog-post-article.tsx';
import { PreviewGone } from '../../components/site/preview/preview-gone.tsx';
import { PreviewRibbon } from '../../components/site/preview/preview-ribbon.tsx';
import { ProjectPageBody } from '../../components/site/project/project-page-body.tsx';
import { loadPreviewPage, PREVIEW_PAGE_HEADERS } from '../../lib/preview-page.server.ts';
import { seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/preview';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadPreviewPage(context, params.token);
}

/** Document and data requests alike: never kept, never indexed (the loader's answers say the same). */
export const headers: Route.HeadersFunction = () => new Headers(PREVIEW_PAGE_HEADERS);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData || loaderData.state === 'gone')
    return seoMeta(matches, { title: 'Preview link expired', path: '/', noindex: true });
  // The canonical address is the one the item will have: the token's never appears in the head.
  if (loaderData.state === 'post') {
    const { post } = loaderData;
    return seoMeta(matches, {
      title: post.title,
      description: post.excerpt,
      path: `/blog/${post.slug}`,
      type: 'article',
      noindex: true,
    });
  }
  const { project } = loaderData;
  return seoMeta(matches, {
    title: project.title,
    // The loader sends the story's plain text as `description` (its Markdown stays on the server).
    description: project.description.slice(0, 155),
    path: `/projects/${project.slug}`,
    noindex: true,
  });
};

/** `/preview/{token}` (issue 29, docs/preview-links.md): one unpublished item, exactly as it will look. */
export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'gone') return <PreviewGone />;
  return (
    <>
      <PreviewRibbon until={loaderData.until} />
      {loaderData.state === 'post' ? (
        <BlogPostArticle
          post={loaderData.post}
          body={loaderData.body}
          day={loaderData.day}
          related={loaderData.related}
        />
      ) : (
        <ProjectPageBody project={loaderData.project} story={loaderData.story} related={loaderData.related} />
      )}
    </>
  );
}
