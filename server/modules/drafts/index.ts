/**
 * The drafts module's public entry (issue 29, autosave; docs/autosave.md): each user's own unsaved
 * edits of posts, projects and e-mail templates.
 */
export { draftRoutes } from './drafts.routes.ts';
