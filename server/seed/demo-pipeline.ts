import { TZDate } from '@date-fns/tz';
import { and, asc, eq } from 'drizzle-orm';
import type { LeadStatus } from '#shared/admin/leads.ts';
import { DEFAULT_AVAILABILITY } from '#shared/booking.ts';
import { isConsistent, type LeadStage } from '#shared/pipeline.ts';
import { DEFAULT_TIME_ZONE } from '#shared/settings.ts';
import type { Database, DbOrTx } from '../platform/db/client.ts';
import {
  bookingAvailability,
  bookings,
  consultationTypes,
  leadEvents,
  leads,
  leadTasks,
  siteSettings,
  users,
} from '../platform/db/schema/index.ts';

/**
 * The demo studio's clients in progress (issue 27, ADR 005): fictional enquiries in every stage of
 * the pipeline over the last weeks, their timelines, consultations (past and upcoming) and tasks,
 * so the Overview's charts, the inbox, the board and the calendar show something on the first
 * start. Every row is `demo = true`, which "Clear demo data" deletes. Times are relative to `now`:
 * a demo started next year looks as fresh as one started today. E-mail addresses are on
 * example.com (RFC 2606), and no lead is consented or enrolled, so no sequence e-mail goes out.
 */

interface DemoLead {
  firstName: string;
  lastName: string;
  source: 'contact' | 'lookbook' | 'chat' | 'referral';
  projectType: string | null;
  budget: string | null;
  message: string;
  stage: LeadStage;
  status: LeadStatus;
  /** when the enquiry came, days before now (fractions are hours) */
  daysAgo: number;
  /** hours from the enquiry to the studio's first answer; null: nobody has answered yet */
  answeredAfterHours: number | null;
  /** the consultation: working days from today (negative: past), at this studio-time hour */
  consultation?: { workingDaysFromToday: number; hour: number };
  tasks?: Array<{ title: string; dueDaysFromNow: number; done?: boolean }>;
  note?: string;
}

export const DEMO_LEADS: DemoLead[] = [
  {
    firstName: 'Priya',
    lastName: 'Raman',
    source: 'contact',
    projectType: 'kitchen-bath',
    budget: '25k-50k',
    message: 'Our 1970s kitchen needs a new layout and better light. We cook a lot and have two small children.',
    stage: 'new',
    status: 'active',
    daysAgo: 0.15,
    answeredAfterHours: null,
  },
  {
    firstName: 'Tomás',
    lastName: 'Ibarra',
    source: 'chat',
    projectType: 'room-redesign',
    budget: '10k-25k',
    message: 'The assistant suggested I write: a north-facing living room that feels dark all year.',
    stage: 'new',
    status: 'active',
    daysAgo: 2,
    answeredAfterHours: null,
  },
  {
    firstName: 'Hannah',
    lastName: 'Okafor',
    source: 'lookbook',
    projectType: null,
    budget: null,
    message: '',
    stage: 'new',
    status: 'active',
    daysAgo: 4,
    answeredAfterHours: null,
  },
  {
    firstName: 'Greta',
    lastName: 'Lindqvist',
    source: 'contact',
    projectType: 'full-home-design',
    budget: '50k-100k',
    message: 'We have just bought a 1912 foursquare in Irvington and would like help with the whole house.',
    stage: 'contacted',
    status: 'contacted',
    daysAgo: 8,
    answeredAfterHours: 5,
    tasks: [{ title: 'Call back about the move-in date', dueDaysFromNow: -2 }],
  },
  {
    firstName: 'Marcus',
    lastName: 'Bell',
    source: 'referral',
    projectType: 'space-planning',
    budget: 'not-sure',
    message: 'A friend recommended you. Our open-plan ground floor does not work for working from home.',
    stage: 'contacted',
    status: 'qualified',
    daysAgo: 12,
    answeredAfterHours: 20,
    tasks: [{ title: 'Send examples of home offices', dueDaysFromNow: -1 }],
  },
  {
    firstName: 'Aiko',
    lastName: 'Tanaka',
    source: 'contact',
    projectType: 'kitchen-bath',
    budget: '50k-100k',
    message: 'Primary bathroom and kitchen, ideally done together this spring.',
    stage: 'booked',
    status: 'qualified',
    daysAgo: 10,
    answeredAfterHours: 3,
    consultation: { workingDaysFromToday: 2, hour: 10 },
    tasks: [{ title: 'Prepare the material samples for the visit', dueDaysFromNow: 1 }],
  },
  {
    firstName: 'Daniel',
    lastName: 'Whitford',
    source: 'chat',
    projectType: 'color-material',
    budget: 'under-10k',
    message: 'Help choosing colours and fabrics for a bedroom and a reading nook.',
    stage: 'booked',
    status: 'qualified',
    daysAgo: 6,
    answeredAfterHours: 26,
    consultation: { workingDaysFromToday: 5, hour: 13 },
  },
  {
    firstName: 'Sofia',
    lastName: 'Moreau',
    source: 'contact',
    projectType: 'room-redesign',
    budget: '25k-50k',
    message: 'A dining room that can seat twelve for the holidays and four on weekdays.',
    stage: 'proposal',
    status: 'qualified',
    daysAgo: 21,
    answeredAfterHours: 4,
    consultation: { workingDaysFromToday: -10, hour: 11 },
    tasks: [
      { title: 'Send the revised proposal', dueDaysFromNow: -3 },
      { title: 'Measure the dining room again', dueDaysFromNow: -9, done: true },
    ],
  },
  {
    firstName: 'Elliot',
    lastName: 'Nguyen',
    source: 'contact',
    projectType: 'full-home-design',
    budget: 'over-100k',
    message: 'New build in the West Hills, finishing in the autumn. We would like one studio for every room.',
    stage: 'won',
    status: 'converted',
    daysAgo: 35,
    answeredAfterHours: 2,
    consultation: { workingDaysFromToday: -20, hour: 10 },
    note: 'Signed the full-home agreement. Kick-off meeting with the builder next month.',
  },
  {
    firstName: 'Rosa',
    lastName: 'Delgado',
    source: 'referral',
    projectType: 'kitchen-bath',
    budget: '25k-50k',
    message: 'A small galley kitchen that should feel twice its size.',
    stage: 'won',
    status: 'converted',
    daysAgo: 48,
    answeredAfterHours: 6,
    consultation: { workingDaysFromToday: -30, hour: 14 },
  },
  {
    firstName: 'Ben',
    lastName: 'Castellano',
    source: 'contact',
    projectType: 'room-redesign',
    budget: '10k-25k',
    message: 'Living room refresh before our daughter’s wedding.',
    stage: 'lost',
    status: 'contacted',
    daysAgo: 30,
    answeredAfterHours: 30,
    consultation: { workingDaysFromToday: -16, hour: 15 },
    note: 'Decided to wait until next year: the wedding moved forward.',
  },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The working day `offset` working days from `now`'s day (Monday–Friday), at `hour` studio time. */
export function workingDayAt(now: Date, offset: number, hour: number, timeZone: string): Date {
  const day = new TZDate(now.getTime(), timeZone);
  let moved = 0;
  let date = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0, 0, timeZone);
  const step = offset >= 0 ? 1 : -1;
  while (moved < Math.abs(offset) || date.getDay() === 0 || date.getDay() === 6) {
    date = new TZDate(date.getFullYear(), date.getMonth(), date.getDate() + step, hour, 0, 0, 0, timeZone);
    if (date.getDay() !== 0 && date.getDay() !== 6) moved += 1;
  }
  return new Date(date.getTime());
}

async function firstAdminId(db: DbOrTx): Promise<number | null> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin')))
    .orderBy(asc(users.id))
    .limit(1);
  return admin?.id ?? null;
}

/**
 * Adds the demo pipeline. Tasks go to the first admin (none without one); consultations only when
 * a consultation type exists (the demo seeds them). Returns a summary line.
 */
export async function seedDemoPipeline(db: Database, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const assigneeId = await firstAdminId(tx);
    const [settings] = await tx.select({ timeZone: siteSettings.timeZone }).from(siteSettings).limit(1);
    const timeZone = settings?.timeZone ?? DEFAULT_TIME_ZONE;
    const [availability] = await tx.select({ buffer: bookingAvailability.bufferMinutes }).from(bookingAvailability);
    const bufferMinutes = availability?.buffer ?? DEFAULT_AVAILABILITY.bufferMinutes;
    const [type] = await tx
      .select({ id: consultationTypes.id, name: consultationTypes.name, minutes: consultationTypes.durationMinutes })
      .from(consultationTypes)
      .orderBy(asc(consultationTypes.sortOrder), asc(consultationTypes.id))
      .limit(1);
    let bookingCount = 0;
    let taskCount = 0;

    for (const demo of DEMO_LEADS) {
      if (!isConsistent(demo.stage, demo.status))
        throw new Error(`demo lead ${demo.firstName}: stage and status disagree`);
      const createdAt = new Date(now.getTime() - demo.daysAgo * DAY);
      const answeredAt =
        demo.answeredAfterHours === null ? null : new Date(createdAt.getTime() + demo.answeredAfterHours * HOUR);
      const consultationStart =
        type && demo.consultation
          ? workingDayAt(now, demo.consultation.workingDaysFromToday, demo.consultation.hour, timeZone)
          : null;
      // Booked a day after the first answer (or at once), never after the consultation itself.
      const bookedAt =
        consultationStart && answeredAt
          ? new Date(Math.min(answeredAt.getTime() + DAY, consultationStart.getTime() - DAY, now.getTime()))
          : null;
      const stageChangedAt = bookedAt ?? answeredAt ?? createdAt;
      const email = `${demo.firstName}.${demo.lastName}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z.]/g, '');
      const [lead] = await tx
        .insert(leads)
        .values({
          email: `${email}@example.com`,
          firstName: demo.firstName,
          lastName: demo.lastName,
          projectType: demo.projectType,
          budget: demo.budget,
          message: demo.message || null,
          status: demo.status,
          source: demo.source,
          stage: demo.stage,
          stageChangedAt,
          ownerId: demo.stage === 'new' ? null : assigneeId,
          firstResponseAt: answeredAt,
          bookedAt,
          demo: true,
          createdAt,
          updatedAt: stageChangedAt,
          lastActivityAt: stageChangedAt,
        })
        .returning({ id: leads.id });
      if (!lead) throw new Error('the demo lead was not stored');

      const events: Array<typeof leadEvents.$inferInsert> = [
        {
          leadId: lead.id,
          kind: demo.source === 'lookbook' ? 'lookbook' : demo.source === 'chat' ? 'chat' : 'contact',
          source: demo.source === 'referral' ? 'contact' : demo.source,
          page: demo.source === 'lookbook' ? '/' : '/contact',
          message: demo.message || null,
          createdAt,
        },
      ];
      if (answeredAt && demo.status !== 'active') {
        events.push({
          leadId: lead.id,
          kind: 'status',
          data: { from: 'active', to: demo.status === 'converted' ? 'contacted' : demo.status, by: null, withdrawn: 0 },
          createdAt: answeredAt,
        });
      }
      if (demo.status === 'converted') {
        events.push({
          leadId: lead.id,
          kind: 'status',
          data: { from: 'contacted', to: 'converted', by: null, withdrawn: 0 },
          createdAt: stageChangedAt,
        });
      }
      if (demo.note) {
        events.push({
          leadId: lead.id,
          kind: 'note',
          message: demo.note,
          data: { by: null },
          createdAt: stageChangedAt,
        });
      }

      if (type && consultationStart && bookedAt) {
        const end = new Date(consultationStart.getTime() + type.minutes * 60_000);
        const [booking] = await tx
          .insert(bookings)
          .values({
            kind: 'consultation',
            typeId: type.id,
            leadId: lead.id,
            startAt: consultationStart,
            endAt: end,
            blockedUntil: new Date(end.getTime() + bufferMinutes * 60_000),
            firstName: demo.firstName,
            lastName: demo.lastName,
            email: `${email}@example.com`,
            message: demo.message || null,
            visitorTimeZone: timeZone,
            demo: true,
            // A fictional client gets no reminder e-mail: marked as reminded when booked.
            reminderSentAt: bookedAt,
            createdAt: bookedAt,
            updatedAt: bookedAt,
          })
          .returning({ id: bookings.id, uid: bookings.uid });
        if (!booking) throw new Error('the demo booking was not stored');
        bookingCount += 1;
        events.push({
          leadId: lead.id,
          kind: 'booking',
          data: {
            action: 'booked',
            bookingId: booking.id,
            uid: booking.uid,
            typeName: type.name,
            start: consultationStart.toISOString(),
            end: end.toISOString(),
            by: 'visitor',
          },
          createdAt: bookedAt,
        });
      }
      await tx.insert(leadEvents).values(events);

      for (const task of demo.tasks ?? []) {
        const dueAt = new Date(now.getTime() + task.dueDaysFromNow * DAY);
        await tx.insert(leadTasks).values({
          leadId: lead.id,
          title: task.title,
          dueAt,
          assigneeId,
          doneAt: task.done ? dueAt : null,
          createdByUserId: assigneeId,
          demo: true,
          createdAt: answeredAt ?? createdAt,
        });
        taskCount += 1;
      }
    }
    return `${DEMO_LEADS.length} demo leads, ${bookingCount} consultations, ${taskCount} tasks`;
  });
}
