import { z } from 'zod';
import type { Lead, LeadDetail, LeadPage, LeadStats, LeadTimelineEntry } from '#shared/admin/leads.ts';
import { LEAD_SOURCES, LEAD_STATUSES, STEP_REASONS } from '#shared/admin/leads.ts';
import { IsoInstant } from './content.responses.ts';
import { describes } from './describes.ts';

/** The answers of the leads inbox (D8, D10, D25). */

export const EMAIL_KINDS = ['sequence', 'notification', 'test', 'transactional'] as const;
export const EMAIL_SEND_STATUSES = [
  'queued',
  'sending',
  'sent',
  'recorded',
  'failed',
  'unknown',
  'suppressed',
] as const;

const by = z.string().nullable();

export const LeadSchema = describes<Lead>()(
  z.strictObject({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    projectType: z.string(),
    budget: z.string(),
    message: z.string(),
    status: z.enum(LEAD_STATUSES),
    source: z.enum(LEAD_SOURCES),
    createdAt: IsoInstant,
    updatedAt: IsoInstant,
    consentAt: IsoInstant.nullable(),
    consentSource: z.enum(LEAD_SOURCES).nullable(),
    consentText: z.string().nullable(),
    enrolledAt: IsoInstant.nullable(),
    unsubscribedAt: IsoInstant.nullable(),
    lastActivityAt: IsoInstant,
    flags: z.strictObject({ waitingOverBusinessDay: z.boolean(), untouchedSevenDays: z.boolean() }),
  }),
);

export const LeadPageSchema = describes<LeadPage>()(
  z.strictObject({
    leads: z.array(LeadSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  }),
);

export const LeadStatsSchema = describes<LeadStats>()(
  z.strictObject({
    total: z.number().int(),
    active: z.number().int(),
    lookbook: z.number().int(),
    contact: z.number().int(),
  }),
);

export const LeadTimelineEntrySchema = describes<LeadTimelineEntry>()(
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('touch'),
      at: IsoInstant,
      source: z.enum(LEAD_SOURCES),
      page: z.string().nullable(),
      message: z.string().nullable(),
      details: z.record(z.string(), z.union([z.string(), z.boolean()])),
    }),
    z.strictObject({
      kind: z.literal('status'),
      at: IsoInstant,
      from: z.enum(LEAD_STATUSES),
      to: z.enum(LEAD_STATUSES),
      by,
      withdrawn: z.number().int().min(0),
    }),
    z.strictObject({ kind: z.literal('note'), at: IsoInstant, text: z.string(), by }),
    z.strictObject({ kind: z.literal('unsubscribe'), at: IsoInstant, message: z.string().nullable() }),
    z.strictObject({ kind: z.literal('bounce'), at: IsoInstant, message: z.string().nullable() }),
    z.strictObject({ kind: z.literal('edit'), at: IsoInstant, fields: z.array(z.string()), by }),
    z.strictObject({
      kind: z.literal('email'),
      at: IsoInstant,
      sendId: z.number().int(),
      emailKind: z.enum(EMAIL_KINDS),
      subject: z.string(),
      status: z.enum(EMAIL_SEND_STATUSES),
      templateName: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ]),
);

export const LeadDetailSchema = describes<LeadDetail>()(
  z.strictObject({
    lead: LeadSchema,
    timeline: z.array(LeadTimelineEntrySchema),
    upcoming: z.array(
      z.strictObject({
        templateId: z.number().int(),
        templateName: z.string(),
        dueAt: IsoInstant.nullable(),
        reason: z.enum(STEP_REASONS).nullable(),
      }),
    ),
  }),
);
