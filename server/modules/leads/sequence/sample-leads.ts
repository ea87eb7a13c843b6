import { eq } from 'drizzle-orm';
import type { SampleLead } from '#shared/admin/email.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { leads } from '../../../platform/db/schema/index.ts';
import { type FormOptionFieldType, listActiveOptions, listAllOptions } from '../../studio/index.ts';
import type { SequenceLead } from './placeholders.ts';

/**
 * The people a template is previewed and test-sent for (admin area §2's sample data, D26): made
 * up, at example.com (RFC 2606: never a real inbox), each shaped like a lead the studio really gets.
 */

/** The label of the `index`-th active option of a list (the last one when there are fewer), '' when none. */
async function offeredLabel(db: DbOrTx, fieldType: FormOptionFieldType, index: number): Promise<string> {
  const options = await listActiveOptions(db, fieldType);
  return options[Math.min(index, options.length - 1)]?.label ?? '';
}

/**
 * - default: a full lead, every placeholder has a value;
 * - lookbook: name and e-mail only, as a lookbook download leaves (what an empty `{{phone}}` looks like);
 * - contact: the enquiry form with every field, project type and budget as the studio's options name them.
 */
export async function sampleLead(db: DbOrTx, sample: SampleLead): Promise<SequenceLead> {
  switch (sample) {
    case 'default':
      return {
        firstName: 'Alex',
        lastName: 'Morgan',
        email: 'alex.morgan@example.com',
        phone: '(503) 555-0142',
        projectType: (await offeredLabel(db, 'projectType', 0)) || 'Full Home Design',
        budget: (await offeredLabel(db, 'budget', 2)) || '$25,000 – $50,000',
      };
    case 'lookbook':
      return {
        firstName: 'Sam',
        lastName: 'Rivera',
        email: 'sam.rivera@example.com',
        phone: null,
        projectType: null,
        budget: null,
      };
    case 'contact':
      return {
        firstName: 'Jordan',
        lastName: 'Lee',
        email: 'jordan.lee@example.com',
        phone: '(503) 555-0187',
        projectType: await offeredLabel(db, 'projectType', 2),
        budget: await offeredLabel(db, 'budget', 3),
      };
  }
}

/**
 * A stored lead as its e-mails address it: project type and budget by the label of the option the
 * lead chose (a deactivated option keeps its label, D1; a value no option has any more reads as
 * stored). Null when there is no such lead.
 */
export async function loadSequenceLead(db: DbOrTx, leadId: number): Promise<(SequenceLead & { id: number }) | null> {
  const [row] = await db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phone: leads.phone,
      projectType: leads.projectType,
      budget: leads.budget,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row) return null;
  const label = async (fieldType: FormOptionFieldType, value: string | null) => {
    if (!value) return value;
    return (await listAllOptions(db, fieldType)).find((option) => option.value === value)?.label ?? value;
  };
  return {
    ...row,
    projectType: await label('projectType', row.projectType),
    budget: await label('budget', row.budget),
  };
}
