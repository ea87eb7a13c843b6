import { IsoInstant } from '../api/common.ts';
import { withCode } from '../api/errors.ts';
import { rowIdSchema } from '../row-id.ts';
import { z } from '../zod.ts';
import { oneLine } from './content.ts';

/**
 * Tasks on a lead (issue 27): "Send the kitchen proposal", due Friday 10:00, for Maya. A task is
 * overdue while it is not done and its due instant has passed (the server's clock decides, so the
 * list, "My tasks" and the digest agree). docs/leads.md § Tasks.
 */

export const TASK_TITLE_MAX = 200;

const title = oneLine('Title', TASK_TITLE_MAX).pipe(z.string().min(1, 'Title is required'));
const dueAt = IsoInstant.refine(
  (raw) => !Number.isNaN(Date.parse(raw)),
  withCode('invalid_date', 'Due must be a date and time.'),
);
/** an active staff user's id, or null for nobody; the service checks the user exists and is active */
const assigneeId = rowIdSchema.nullable();

export const CreateLeadTaskSchema = z.strictObject({
  title,
  /** an ISO instant; the admin turns the studio-zone date and time into it */
  dueAt,
  assigneeId: assigneeId.default(null),
});
export type CreateLeadTaskInput = z.input<typeof CreateLeadTaskSchema>;
export type CreateLeadTask = z.output<typeof CreateLeadTaskSchema>;

export const UpdateLeadTaskSchema = z
  .strictObject({
    title: title.optional(),
    dueAt: dueAt.optional(),
    assigneeId: assigneeId.optional(),
    /** true finishes the task (done now), false opens it again */
    done: z.boolean().optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    withCode('nothing_to_change', 'Nothing to change.'),
  );
export type UpdateLeadTaskInput = z.input<typeof UpdateLeadTaskSchema>;
export type UpdateLeadTask = z.output<typeof UpdateLeadTaskSchema>;

/** A staff user as a choice of assignee: the name shown is their full name, or their username. */
export const StaffMemberSchema = z.strictObject({ id: z.number().int(), name: z.string() });
export type StaffMember = z.output<typeof StaffMemberSchema>;

export const LeadTaskSchema = z.strictObject({
  id: z.number().int(),
  leadId: z.number().int(),
  title: z.string(),
  dueAt: IsoInstant,
  assignee: StaffMemberSchema.nullable(),
  done: z.boolean(),
  doneAt: IsoInstant.nullable(),
  /** not done and due before now */
  overdue: z.boolean(),
  createdAt: IsoInstant,
});
export type LeadTask = z.output<typeof LeadTaskSchema>;

/** A task in someone's "My tasks": with the lead it belongs to, so the list links to it. */
export const MyTaskSchema = LeadTaskSchema.extend({ leadName: z.string() });
export type MyTask = z.output<typeof MyTaskSchema>;

export const LeadTaskListSchema = z.array(LeadTaskSchema);
export const MyTaskListSchema = z.array(MyTaskSchema);
export const StaffListSchema = z.array(StaffMemberSchema);
