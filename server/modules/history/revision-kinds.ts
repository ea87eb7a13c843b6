import {
  SetBannerImagesSchema,
  UpdateBlogPostSchema,
  UpdateProjectSchema,
  UpdateTestimonialSchema,
} from '#shared/admin/content.ts';
import { UpdateTemplateSchema } from '#shared/admin/email.ts';
import { type HistoryEntity, type Snapshot, sameJson } from '#shared/admin/history.ts';
import type { Permission, Role } from '#shared/admin/permissions.ts';
import { StudioSettingsSchema } from '#shared/admin/studio.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import type { AuditActor } from '../../platform/audit.service.ts';
import type { EditableEntity } from '../../platform/history/edit-history.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import {
  POST_NOT_FOUND,
  PROJECT_NOT_FOUND,
  postHistory,
  projectHistory,
  TESTIMONIAL_NOT_FOUND,
  testimonialHistory,
  updateBlogPost,
  updateProject,
  updateTestimonial,
} from '../content/index.ts';
import { TEMPLATE_NOT_FOUND, templateHistory, updateTemplate } from '../leads/index.ts';
import { saveStudioSettings, settingsHistory } from '../studio/index.ts';

/** Who restores: the signed-in user, with the role the settings' save checks (D14 as amended). */
export type RestoringUser = AuditActor & { role: Role };

/** What a restore adds to the snapshot: the version the user was looking at, and which one it brings back. */
export interface RestoreRequest {
  /** the item's version the user restored from (a save since is 409 `edit_conflict`); unchecked without */
  version: number | undefined;
  restoredFromVersion: number;
}

/**
 * One kind of item with a history, as the revisions routes need it: how its state is read, who may
 * read and save it, and its own save, which a restore goes through with the snapshot parsed by the
 * save's own schema (so every rule and refusal of a save holds: a taken slug, an image no longer
 * stored, an inactive category, an editor and the settings' admin-only fields).
 */
export interface HistoryKind {
  history: EditableEntity;
  /** what reading the item in the admin needs */
  read: Permission;
  /** what saving it needs */
  write: Permission;
  /** the 404 its own save answers for an item that is not there */
  notFound: ErrorCode | null;
  /** saves `snapshot` again; the item's version after the save */
  restore(
    deps: PlatformDeps,
    user: RestoringUser,
    id: number,
    snapshot: Snapshot,
    request: RestoreRequest,
  ): Promise<number>;
}

/** A parse that keeps each issue's input, as the routes' own parsing does (a missing field is `required`). */
const asParsed = { reportInput: true } as const;

/**
 * The snapshot's fields whose value differs from the item's state now: what a partial save (every
 * save but the settings') needs to be sent to bring that state back. A field the item still has as
 * it was is not sent, so it is not checked again either: a project made by 'Add Content' without a
 * location can have its star undone, though the edit form would not take an empty location.
 */
async function differing(deps: PlatformDeps, kind: EditableEntity, id: number, snapshot: Snapshot): Promise<Snapshot> {
  const now = await deps.db.transaction((tx) => kind.snapshot(tx, id));
  if (!now) return snapshot;
  return Object.fromEntries(Object.entries(snapshot).filter(([field, value]) => !sameJson(value, now[field])));
}

export const HISTORY_KINDS: Record<HistoryEntity, HistoryKind> = {
  project: {
    history: projectHistory,
    read: 'content.read',
    write: 'content.write',
    notFound: PROJECT_NOT_FOUND,
    async restore(deps, user, id, snapshot, { version, restoredFromVersion }) {
      // The banner selection is the banner PUT's, not the form's: it rides beside the fields.
      const { bannerImages, ...fields } = await differing(deps, projectHistory, id, snapshot);
      const changes = UpdateProjectSchema.parse({ ...fields, version }, asParsed);
      const banner =
        bannerImages === undefined ? undefined : SetBannerImagesSchema.shape.bannerImages.parse(bannerImages, asParsed);
      const saved = await updateProject(deps, user, id, changes, {
        restoredFromVersion,
        bannerImages: banner,
      });
      return saved.version;
    },
  },
  post: {
    history: postHistory,
    read: 'content.read',
    write: 'content.write',
    notFound: POST_NOT_FOUND,
    async restore(deps, user, id, snapshot, { version, restoredFromVersion }) {
      const changes = UpdateBlogPostSchema.parse(
        { ...(await differing(deps, postHistory, id, snapshot)), version },
        asParsed,
      );
      return (await updateBlogPost(deps, user, id, changes, { restoredFromVersion })).version;
    },
  },
  testimonial: {
    history: testimonialHistory,
    read: 'content.read',
    write: 'content.write',
    notFound: TESTIMONIAL_NOT_FOUND,
    async restore(deps, user, id, snapshot, { version, restoredFromVersion }) {
      const fields = await differing(deps, testimonialHistory, id, snapshot);
      const changes = UpdateTestimonialSchema.parse({ ...fields, version }, asParsed);
      return (await updateTestimonial(deps, user, id, changes, { restoredFromVersion })).version;
    },
  },
  emailTemplate: {
    history: templateHistory,
    // The templates live under Email Sequences, which viewers do not see (D14).
    read: 'leads',
    write: 'leads',
    notFound: TEMPLATE_NOT_FOUND,
    async restore(deps, user, id, snapshot, { version, restoredFromVersion }) {
      const fields = await differing(deps, templateHistory, id, snapshot);
      // The template's save takes no empty change: the state it is in is sent whole (it changes nothing).
      const sent = Object.keys(fields).length > 0 ? fields : snapshot;
      const changes = UpdateTemplateSchema.parse({ ...sent, version }, asParsed);
      return (await updateTemplate(deps, user, id, changes, { restoredFromVersion })).version;
    },
  },
  studioSettings: {
    history: settingsHistory,
    read: 'content.read',
    write: 'content.write',
    notFound: null,
    async restore(deps, user, _id, snapshot, { version, restoredFromVersion }) {
      // The settings' save replaces the whole record: the whole snapshot is sent.
      const input = StudioSettingsSchema.parse({ ...snapshot, version }, asParsed);
      return (await saveStudioSettings(deps, user, input, { restoredFromVersion })).version;
    },
  },
};
