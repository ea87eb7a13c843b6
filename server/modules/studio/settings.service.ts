import { eq } from 'drizzle-orm';
import { STUDIO_SETTINGS_ID } from '#shared/admin/history.ts';
import { can, type Role } from '#shared/admin/permissions.ts';
import { ADMIN_ONLY_STUDIO_FIELDS, type StudioSettings, type StudioSettingsInput } from '#shared/admin/studio.ts';
import type { SiteSettings } from '#shared/content.ts';
import { defaultImageUrl } from '#shared/media.ts';
import { DEFAULT_REPLY_DAYS } from '#shared/reply-promise.ts';
import { DEFAULT_SEND_WINDOW, DEFAULT_TIME_ZONE, type SendWindow } from '#shared/settings.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import { writeContent } from '../../platform/content-write.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { siteSettings } from '../../platform/db/schema/index.ts';
import { ForbiddenError, ValidationError } from '../../platform/errors.ts';
import {
  beginEdit,
  deleteHistory,
  type Edit,
  type FinishOptions,
  finishEdit,
  recordCreation,
} from '../../platform/history/edit-history.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { findStoredImage } from '../media/index.ts';
import { type PortraitRow, readSettingsRow, type SettingsRow, settingsHistory } from './settings-history.ts';

/**
 * The studio settings record (D6): one row, read by every page, e-mail, the chat, the lookbook and
 * structured data; edited at /admin/studio. Public readers get `SiteSettings`, which leaves out the
 * private fields (notification address, consent mode, sending hours).
 */

/**
 * What a studio that has not filled in its settings yet shows (the database was created without
 * demo content). Neutral words, never another studio's facts.
 */
export const blankSiteSettings: SiteSettings = {
  studioName: 'Interior Design Studio',
  tagline: 'Creating thoughtful, elegant interiors that reflect your unique style and enhance your daily life.',
  email: '',
  phone: '',
  street: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  hours: [],
  socials: { instagram: null, pinterest: null, houzz: null, facebook: null },
  services: [],
  footerServices: ['Full Home Design', 'Room Redesign', 'Kitchen & Bath', 'Design Consultation', 'Project Management'],
  yearsExperience: 0,
  replyWithinBusinessDays: DEFAULT_REPLY_DAYS,
  designerName: '',
  designerTitle: '',
  designerPortrait: null,
  bioShort: '',
  bio: '',
  story: '',
  seoTitle: 'Interior Design Studio',
  seoDescription: 'A residential interior design studio.',
};

/** Field by field, so a column added for the admin never reaches the browser by accident. */
function toSiteSettings(row: SettingsRow, portrait: PortraitRow | null): SiteSettings {
  return {
    studioName: row.studioName,
    tagline: row.tagline,
    email: row.email,
    phone: row.phone,
    street: row.street,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
    hours: row.hours,
    socials: row.socials,
    services: row.services,
    footerServices: row.footerServices,
    yearsExperience: row.yearsExperience,
    replyWithinBusinessDays: row.replyWithinBusinessDays,
    designerName: row.designerName,
    designerTitle: row.designerTitle,
    designerPortrait: portrait && { ...portrait, alt: row.designerName || 'The studio’s designer' },
    bioShort: row.bioShort,
    bio: row.bio,
    story: row.story,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}

export async function getSiteSettings(db: DbOrTx): Promise<SiteSettings> {
  const found = await readSettingsRow(db);
  return found ? toSiteSettings(found.row, found.portrait) : blankSiteSettings;
}

/** What `/admin/studio` shows before anything was saved: the blank public facts and the defaults. */
function blankStudioSettings(): StudioSettings {
  const { designerPortrait: _, ...facts } = blankSiteSettings;
  return {
    ...facts,
    notificationEmail: '',
    designerPortrait: null,
    consentMode: 'explicit',
    timeZone: DEFAULT_TIME_ZONE,
    sendWindow: DEFAULT_SEND_WINDOW,
    updatedAt: null,
    // The record's first save makes its version 1 (recordCreation): a form sends 1 before that.
    version: 1,
  };
}

/** GET /api/admin/settings: the whole record, the portrait as the media URL PUT takes back. */
export async function getStudioSettings(db: DbOrTx): Promise<StudioSettings> {
  const found = await readSettingsRow(db);
  if (!found) return blankStudioSettings();
  const { row, portrait } = found;
  const { designerPortrait: _, ...facts } = toSiteSettings(row, portrait);
  return {
    ...facts,
    notificationEmail: row.notificationEmail,
    designerPortrait: portrait ? defaultImageUrl(portrait) : null,
    consentMode: row.consentMode,
    timeZone: row.timeZone,
    sendWindow: row.sendWindow,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The stored image a media URL names; an address of anything else is refused on its field. */
async function portraitMediaId(db: DbOrTx, url: string): Promise<string> {
  const id = await findStoredImage(db, url);
  if (id === null) {
    throw ValidationError.forField('designerPortrait', 'portrait_not_stored');
  }
  return id;
}

/** The names of the fields whose value differs (for the activity log: what changed, not the values). */
function changedFields(before: StudioSettings, after: StudioSettings): string[] {
  return (Object.keys(after) as Array<keyof StudioSettings>).filter(
    (key) => key !== 'updatedAt' && key !== 'version' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** D14 as amended: an editor saves the rest of the record, the admin-only fields exactly as they are. */
function assertMayChange(actor: { role: Role }, input: StudioSettingsInput, before: StudioSettings): void {
  if (!can(actor.role, 'admin') && ADMIN_ONLY_STUDIO_FIELDS.some((field) => input[field] !== before[field])) {
    throw new ForbiddenError('settings_admin_only');
  }
}

/**
 * PUT /api/admin/settings: replaces the record (creating it on a database without one). Committed,
 * it drops every cache (pages, public API, lookbook, the chat's knowledge), so the footer, contact
 * and about pages, structured data, chat greeting, lookbook and the next e-mail follow at once.
 * Issue 29: a save on a stale `version` is 409 `edit_conflict`, checked before anything is written;
 * every save that changes the record keeps its new state as a revision.
 */
export async function saveStudioSettings(
  deps: Pick<PlatformDeps, 'db' | 'contentEvents' | 'clock'>,
  actor: AuditActor & { role: Role },
  input: StudioSettingsInput,
  options: FinishOptions = {},
): Promise<StudioSettings> {
  return writeContent(deps, async (tx) => {
    const edit = await beginEdit(tx, settingsHistory, STUDIO_SETTINGS_ID, input.version);
    const before = await getStudioSettings(tx);
    assertMayChange(actor, input, before);
    const { designerPortrait, version: _version, ...fields } = input;
    const values = {
      ...fields,
      designerPortraitId: designerPortrait === null ? null : await portraitMediaId(tx, designerPortrait),
      updatedAt: deps.clock(),
    };
    const update = async (started: Edit) => {
      await tx.update(siteSettings).set(values).where(eq(siteSettings.id, STUDIO_SETTINGS_ID));
      await finishEdit(tx, started, actor, options);
    };
    if (edit) {
      await update(edit);
    } else {
      // The record's first save, on a database without one: its state is the record's version 1.
      const [made] = await tx
        .insert(siteSettings)
        .values({ id: STUDIO_SETTINGS_ID, ...values })
        .onConflictDoNothing()
        .returning({ id: siteSettings.id });
      if (made) {
        // A record removed by hand (never by the app) left its revisions behind: they numbered a
        // record that is gone, so the new one starts a history of its own at version 1.
        await deleteHistory(tx, 'studioSettings', STUDIO_SETTINGS_ID);
        await recordCreation(tx, settingsHistory, STUDIO_SETTINGS_ID, actor);
      } else {
        // Another first save got there a moment before: this one is a save of what it made.
        const raced = await beginEdit(tx, settingsHistory, STUDIO_SETTINGS_ID, input.version);
        if (!raced) throw new Error('the studio settings row vanished inside its own save');
        assertMayChange(actor, input, await getStudioSettings(tx));
        await update(raced);
      }
    }
    const after = await getStudioSettings(tx);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.update',
      entityType: 'settings',
      entityId: null,
      label: after.studioName,
      data: { changed: changedFields(before, after) },
    });
    return after;
  });
}

export interface LeadSettings {
  /** where enquiries and downloads are announced; empty when the studio has not set one */
  notificationEmail: string;
  /** D9: explicit — only leads who ticked the box are enrolled in sequences; implied — every lead */
  consentMode: 'explicit' | 'implied';
}

/** The private settings lead handling needs (never sent to browsers). */
export async function getLeadSettings(db: DbOrTx): Promise<LeadSettings> {
  const [row] = await db
    .select({ notificationEmail: siteSettings.notificationEmail, consentMode: siteSettings.consentMode })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return row ?? { notificationEmail: '', consentMode: 'explicit' };
}

export interface SendingSettings {
  /** IANA name, e.g. America/Los_Angeles */
  timeZone: string;
  /** D26: the days and hours, in `timeZone`, when sequence steps with a delay may go out */
  sendWindow: SendWindow;
}

/** D26, for the sequence scheduler: when delayed steps may be sent (the defaults until the studio saves its own). */
export async function getSendingSettings(db: DbOrTx): Promise<SendingSettings> {
  const [row] = await db
    .select({ timeZone: siteSettings.timeZone, sendWindow: siteSettings.sendWindow })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return row ?? { timeZone: DEFAULT_TIME_ZONE, sendWindow: DEFAULT_SEND_WINDOW };
}
