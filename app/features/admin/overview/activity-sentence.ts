import type { ActivityEntry } from '#shared/admin/overview.ts';
import type { Translate } from '../shared/i18n/use-messages.ts';
import type { messages } from './messages.ts';

type T = Translate<typeof messages.en>;
type Noun =
  | 'Project'
  | 'Post'
  | 'Testimonial'
  | 'User'
  | 'FormOption'
  | 'Settings'
  | 'Lead'
  | 'EmailTemplate'
  | 'EmailSettings'
  | 'EmailSend';

/** Entity types as the services name them ('blogPost', 'blog_post', 'form-option'…) to one noun. */
function nounOf(entityType: string): Noun | null {
  switch (entityType.toLowerCase().replace(/[^a-z]/g, '')) {
    case 'project':
    case 'projects':
      return 'Project';
    case 'post':
    case 'posts':
    case 'blogpost':
    case 'blogposts':
      return 'Post';
    case 'testimonial':
    case 'testimonials':
      return 'Testimonial';
    case 'user':
    case 'users':
      return 'User';
    case 'formoption':
    case 'formoptions':
      return 'FormOption';
    case 'settings':
      return 'Settings';
    case 'lead':
    case 'leads':
      return 'Lead';
    case 'emailtemplate':
    case 'emailtemplates':
      return 'EmailTemplate';
    case 'emailsettings':
      return 'EmailSettings';
    case 'emailsend':
    case 'emailsends':
      return 'EmailSend';
    default:
      return null;
  }
}

/** "the project “Sage & Stone Parlor”", in the reader's language. */
function itemPhrase(t: T, entry: ActivityEntry): string {
  const noun = nounOf(entry.entityType);
  // The studio has one settings record and one e-mail setup: their phrases need no name.
  if (noun === 'Settings') return t('itemSettings');
  if (noun === 'EmailSettings') return t('itemEmailSettings');
  if (!entry.label) return t('itemUnnamed');
  return t(noun ? `item${noun}` : 'itemOther', { label: entry.label });
}

/** "the projects", the list a reorder changed. */
function listPhrase(t: T, entry: ActivityEntry): string {
  const noun = nounOf(entry.entityType);
  if (noun === 'Project') return t('listProjects');
  if (noun === 'Post') return t('listPosts');
  if (noun === 'Testimonial') return t('listTestimonials');
  if (noun === 'FormOption') return t('listFormOptions');
  return t('listOther');
}

/**
 * One sentence per audit event, written in the reader's language from the event's parts (the
 * server sends data, not English), so a switch of language rewrites the whole list.
 */
export function activitySentence(t: T, entry: ActivityEntry): string {
  const actor = entry.actor ?? t('someone');
  const label = entry.label ?? '';
  switch (entry.action) {
    case 'auth.sign-in':
      return t('activitySignIn', { actor });
    case 'auth.sign-out':
      return t('activitySignOut', { actor });
    case 'auth.sign-in-failed':
      return label ? t('activitySignInFailed', { label }) : t('activitySignInFailedUnnamed');
    case 'auth.locked-out':
      return label ? t('activityLockedOut', { label }) : t('activityLockedOutUnnamed');
    case 'auth.two-factor-failed':
      return t('activityTwoFactorFailed', { label });
    case 'auth.two-factor-enabled':
      return t('activityTwoFactorEnabled', { actor });
    case 'auth.two-factor-disabled':
      return t('activityTwoFactorDisabled', { actor });
    case 'auth.two-factor-reset':
      return t('activityTwoFactorReset', { actor, label });
    case 'auth.recovery-code-used':
      return t('activityRecoveryCodeUsed', { actor });
    case 'auth.recovery-codes-renewed':
      return t('activityRecoveryCodesRenewed', { actor });
    case 'auth.sessions-ended':
      return t('activitySessionsEnded', { actor });
    case 'auth.two-factor-policy':
      return entry.label === 'required'
        ? t('activityTwoFactorRequired', { actor })
        : t('activityTwoFactorOptional', { actor });
    case 'user.create':
      return t('activityUserCreate', { actor, item: itemPhrase(t, entry) });
    case 'user.update':
      return t('activityUserUpdate', { actor, item: itemPhrase(t, entry) });
    case 'user.delete':
      return t('activityUserDelete', { actor, item: itemPhrase(t, entry) });
    case 'user.password':
      return !label || label === entry.actor
        ? t('activityOwnPassword', { actor })
        : t('activityUserPassword', { actor, label });
    case 'user.preferences':
      return t('activityPreferences', { actor });
    case 'content.create':
      return t('activityContentCreate', { actor, item: itemPhrase(t, entry) });
    case 'content.update':
      return t('activityContentUpdate', { actor, item: itemPhrase(t, entry) });
    case 'content.delete':
      return t('activityContentDelete', { actor, item: itemPhrase(t, entry) });
    case 'content.reorder':
      return t('activityContentReorder', { actor, list: listPhrase(t, entry) });
    case 'lead.create':
    case 'template.create':
      return t('activityContentCreate', { actor, item: itemPhrase(t, entry) });
    case 'lead.update':
    case 'template.update':
      return t('activityContentUpdate', { actor, item: itemPhrase(t, entry) });
    case 'lead.delete':
    case 'template.delete':
      return t('activityContentDelete', { actor, item: itemPhrase(t, entry) });
    case 'lead.note':
      // Its own sentence: Spanish and French contract the article ('al contacto', 'au prospect').
      return t('activityLeadNote', { actor, label });
    case 'content.publish':
      // The scheduler's doing (D24): nobody to name, whatever `actor` holds.
      return t('activityContentPublish', { item: itemPhrase(t, entry) });
    case 'booking.create':
      return t('activityBookingCreate', { actor, label });
    case 'booking.reschedule':
      return t('activityBookingReschedule', { actor, label });
    case 'booking.cancel':
      return t('activityBookingCancel', { actor, label });
    case 'booking.block':
      return t('activityBookingBlock', { actor });
    case 'booking-type.create':
      return t('activityBookingTypeCreate', { actor, label });
    case 'booking-type.update':
      return t('activityBookingTypeUpdate', { actor, label });
    case 'availability.update':
      return t('activityAvailabilityUpdate', { actor });
    case 'task.create':
      return t('activityTaskCreate', { actor, label });
    case 'task.update':
      return t('activityTaskUpdate', { actor, label });
    case 'task.complete':
      return t('activityTaskComplete', { actor, label });
    case 'task.delete':
      return t('activityTaskDelete', { actor, label });
    case 'lead.stage':
      return t('activityLeadStage', { actor, item: itemPhrase(t, entry) });
    case 'lead.answered':
      return t('activityLeadAnswered', { actor, item: itemPhrase(t, entry) });
    case 'demo.clear':
      return t('activityDemoClear', { actor });
    case 'preview.create':
      return t('activityPreviewCreate', { actor, item: itemPhrase(t, entry) });
    case 'preview.revoke':
      return t('activityPreviewRevoke', { actor, item: itemPhrase(t, entry) });
    case 'media.upload':
      return t('activityMediaUpload', { actor });
    case 'media.update':
      return t('activityMediaUpdate', { actor });
    case 'media.delete':
      // No actor: the daily clean-up removed an upload nobody used.
      return entry.actor ? t('activityMediaDelete', { actor }) : t('activityMediaCleanup');
    default:
      // An action newer than this build: say who did what rather than hide it.
      return t('activityOther', { actor, action: String(entry.action) });
  }
}
