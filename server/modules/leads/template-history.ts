import { eq } from 'drizzle-orm';
import type { Snapshot } from '#shared/admin/history.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { emailTemplates } from '../../platform/db/schema/index.ts';
import type { EditableEntity } from '../../platform/history/edit-history.ts';

/**
 * A sequence template's kept state (issue 29): the fields its editor saves, as
 * `UpdateTemplateSchema` takes them, so a restore is that save again (placeholders checked anew).
 */
export const templateHistory: EditableEntity = {
  entity: 'emailTemplate',
  table: emailTemplates,
  async snapshot(tx: Transaction, id: number): Promise<Snapshot | null> {
    const [row] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
    if (!row) return null;
    return {
      name: row.name,
      subject: row.subject,
      htmlContent: row.htmlContent,
      textContent: row.textContent,
      textEdited: row.textEdited,
      sequencePosition: row.sequencePosition,
      delayDays: row.delayDays,
      active: row.active,
    };
  },
  // A template is never on the site: its revisions are kept by number alone (docs/history.md).
  isPublished: () => false,
};
