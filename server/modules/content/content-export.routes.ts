import { contentExportApi } from '#shared/api/content.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { exportContent } from './content-export.service.ts';

/**
 * The content export (issue: "a JSON export of the content"; docs/operations.md). `admin` only
 * (D14): it carries the whole site, drafts included, out of the app in one file, a studio-wide data
 * tool like Email Setup and Users; editors and viewers still read every item in the admin. Not in
 * the audit log, as the leads CSV is not: reads are not logged.
 */
export const contentExportRoutes: ApiRoute[] = [
  route(contentExportApi.download, {
    access: 'admin',
    summary: 'The studio’s content as one JSON file: projects, posts, testimonials, option lists, studio facts',
    handle: async (c) => {
      const deps = c.get('deps');
      const file = await exportContent(deps.db, { now: deps.clock(), siteUrl: deps.config.publicUrl });
      // The schema's JSON, saved as a file (Content-Disposition: attachment) and laid out for
      // reading: route() sends the Response as it is.
      return c.body(`${JSON.stringify(file.content, null, 2)}\n`, 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  }),
];
