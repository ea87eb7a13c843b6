import { data, type RouterContextProvider, redirect } from 'react-router';
import { listPublishedPosts, listRelatedProjects } from '#server/modules/content/index.ts';
import { openPreviewLink } from '#server/modules/preview/index.ts';
import { getSendingSettings } from '#server/modules/studio/index.ts';
import { pageRequestContext } from '#server/platform/http/ssr/app-context.ts';
import { toPostCard, toRelatedProjectCard } from './page-shapes.ts';
import { postForPage, projectForPage } from './rich-text.server.ts';
import { studioDay } from './studio-day.server.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * A preview page is for whoever holds its link: no cache keeps it (the page cache stores nothing
 * marked no-store, and neither may a browser or proxy), no search engine indexes it, and the
 * token in its address is not sent on as a Referer when the visitor follows a link.
 */
export const PREVIEW_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
};

/** When the link stops working, on the studio's clock, as the ribbon says it. */
function untilText(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/**
 * `/preview/{token}` (issue 29): the post or project the link names, with what its public page
 * would load around it (the day, related items), or the page saying the link no longer works —
 * 404 for a token no link has, 410 for one expired or revoked. An item that went public since
 * sends the visitor to its address.
 */
export async function loadPreviewPage(context: Context, token: string) {
  const { deps } = context.get(pageRequestContext);
  const opened = await openPreviewLink(deps, token);
  if (opened.state === 'unknown' || opened.state === 'gone') {
    return data(
      { state: 'gone' as const },
      { status: opened.state === 'unknown' ? 404 : 410, headers: PREVIEW_PAGE_HEADERS },
    );
  }
  if (opened.state === 'public') throw redirect(opened.path, { status: 302, headers: PREVIEW_PAGE_HEADERS });
  const { timeZone } = await getSendingSettings(deps.db);
  const until = untilText(opened.expiresAt, timeZone);
  if (opened.state === 'post') {
    const [related, { post, body }] = await Promise.all([
      listPublishedPosts(deps.db, { category: opened.post.category, excludeId: opened.post.id, limit: 3 }),
      postForPage(deps.db, opened.post),
    ]);
    return data(
      {
        state: 'post' as const,
        until,
        post,
        body,
        day: studioDay(post.publishedAt ?? post.createdAt, timeZone),
        related: related.map((item) => toPostCard(item, (iso) => studioDay(iso, timeZone))),
      },
      { headers: PREVIEW_PAGE_HEADERS },
    );
  }
  const [related, { project, story }] = await Promise.all([
    listRelatedProjects(deps.db, opened.project.id, { forPreview: true }).catch((error: unknown) => {
      console.error('[preview] related projects failed:', error);
      return [];
    }),
    projectForPage(deps.db, opened.project),
  ]);
  return data(
    { state: 'project' as const, until, project, story, related: (related ?? []).map(toRelatedProjectCard) },
    { headers: PREVIEW_PAGE_HEADERS },
  );
}
