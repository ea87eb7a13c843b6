import type { ContactEnquiry, LookbookRequest } from '#shared/forms.ts';
import type { Database } from '../../platform/db/client.ts';
import type { EmailQueue } from '../../platform/email/email-queue.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { notifyOwner } from './lead-notifications.service.ts';
import { activeOptionLabel, type RecordedTouch, recordLeadTouch, splitFullName } from './leads.service.ts';

export interface LeadIntakeDeps {
  db: Database;
  queue: EmailQueue;
  /** the public address, for the admin link in the owner's e-mail */
  publicUrl: string;
}

export function intakeDeps(deps: PlatformDeps): LeadIntakeDeps {
  return { db: deps.db, queue: deps.queue, publicUrl: deps.config.publicUrl };
}

/**
 * A contact-form enquiry (public site §7, D8, D9): the chosen options must be offered; the lead,
 * its touchpoint and the owner's queued notification commit together. When this returns the
 * enquiry is stored whatever the e-mail provider does later (SECURITY 12).
 */
export async function receiveContactEnquiry(
  deps: LeadIntakeDeps,
  enquiry: ContactEnquiry,
  page: string | null,
): Promise<RecordedTouch> {
  const projectTypeLabel = await activeOptionLabel(deps.db, 'projectType', enquiry.projectType, 'Project type');
  const budgetLabel = await activeOptionLabel(deps.db, 'budget', enquiry.budget, 'Budget');
  return deps.db.transaction(async (tx) => {
    const recorded = await recordLeadTouch(tx, {
      source: enquiry.via === 'chat' ? 'chat' : 'contact',
      email: enquiry.email,
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      phone: enquiry.phone,
      projectType: enquiry.projectType,
      budget: enquiry.budget,
      message: enquiry.message,
      consent: enquiry.consent,
      page,
    });
    await notifyOwner({ ...deps, db: tx }, recorded, {
      kind: 'contact',
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      email: enquiry.email,
      phone: enquiry.phone,
      projectType: projectTypeLabel,
      budget: budgetLabel,
      message: enquiry.message,
      consent: enquiry.consent,
    });
    return recorded;
  });
}

/** A lookbook request (D8: the name is split into first and last name). */
export async function receiveLookbookRequest(
  deps: LeadIntakeDeps,
  request: LookbookRequest,
  page: string | null,
): Promise<RecordedTouch & { firstName: string }> {
  const { firstName, lastName } = splitFullName(request.name);
  const recorded = await recordLeadTouch(deps.db, {
    source: 'lookbook',
    email: request.email,
    firstName,
    lastName,
    consent: request.consent,
    page,
  });
  await notifyOwner(deps, recorded, {
    kind: 'lookbook',
    firstName,
    lastName,
    email: request.email,
    consent: request.consent,
  });
  return { ...recorded, firstName };
}
