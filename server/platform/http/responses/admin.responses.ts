import { z } from 'zod';
import type { AdminUser, AuthUser, LoginResponse } from '#shared/admin/auth.ts';
import { LANGUAGES, THEMES } from '#shared/admin/auth.ts';
import type { Overview } from '#shared/admin/overview.ts';
import { AUDIT_ACTIONS, LEAD_CHART_SOURCES, SEND_OUTCOMES } from '#shared/admin/overview.ts';
import { ROLES } from '#shared/admin/permissions.ts';
import type { StudioSettings } from '#shared/admin/studio.ts';
import { IsoInstant } from '#shared/api/common.ts';
import { describes } from './describes.ts';

/** The answers of the admin's account, overview and studio routes. */

export const AuthUserSchema = describes<AuthUser>()(
  z.strictObject({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: z.enum(ROLES),
    active: z.boolean(),
    theme: z.enum(THEMES),
    language: z.enum(LANGUAGES),
    lastLoginAt: IsoInstant.nullable(),
  }),
);

export const LoginResponseSchema = describes<LoginResponse>()(
  z.strictObject({
    success: z.literal(true),
    user: AuthUserSchema,
    recoveryCodes: z.array(z.string()).optional(),
  }),
);

export const AdminUserSchema = describes<AdminUser>()(
  z.strictObject({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: z.enum(ROLES),
    active: z.boolean(),
    createdAt: IsoInstant,
    lastLoginAt: IsoInstant.nullable(),
    twoFactorEnabled: z.boolean(),
  }),
);
export const AdminUserListSchema = z.array(AdminUserSchema);

const count = z.number().int().min(0);
const countsOf = <const K extends readonly [string, ...string[]]>(keys: K) => z.record(z.enum(keys), count);

export const OverviewSchema = describes<Overview>()(
  z.strictObject({
    stats: z.strictObject({
      projects: z.strictObject({ total: count, featured: count }),
      posts: z.strictObject({ total: count, published: count }),
      testimonials: z.strictObject({ total: count, fiveStar: count }),
      lookbook: z.strictObject({ inLookbook: count, inBanner: count }),
    }),
    featured: z.array(
      z.strictObject({
        kind: z.enum(['project', 'post', 'testimonial']),
        id: z.number().int(),
        title: z.string(),
        href: z.string(),
      }),
    ),
    activity: z.array(
      z.strictObject({
        id: z.number().int(),
        action: z.enum(AUDIT_ACTIONS),
        entityType: z.string(),
        entityId: z.string().nullable(),
        label: z.string().nullable(),
        actor: z.string().nullable(),
        at: IsoInstant,
      }),
    ),
    leadsByWeek: z.array(z.strictObject({ weekStart: z.string(), counts: countsOf(LEAD_CHART_SOURCES) })),
    sendsByDay: z.array(z.strictObject({ date: z.string(), counts: countsOf(SEND_OUTCOMES) })),
  }),
);

const weekday = z.union([0, 1, 2, 3, 4, 5, 6].map((day) => z.literal(day))) as unknown as z.ZodType<
  0 | 1 | 2 | 3 | 4 | 5 | 6
>;
const clock = z.string().regex(/^\d{2}:\d{2}$/);

export const StudioSettingsResponseSchema = describes<StudioSettings>()(
  z.strictObject({
    studioName: z.string(),
    tagline: z.string(),
    email: z.string(),
    notificationEmail: z.string(),
    phone: z.string(),
    street: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
    hours: z.array(z.strictObject({ day: weekday, opens: clock.nullable(), closes: clock.nullable() })),
    socials: z.strictObject({
      instagram: z.string().nullable(),
      pinterest: z.string().nullable(),
      houzz: z.string().nullable(),
      facebook: z.string().nullable(),
    }),
    services: z.array(z.strictObject({ title: z.string(), description: z.string() })),
    footerServices: z.array(z.string()),
    yearsExperience: z.number().int(),
    designerName: z.string(),
    designerTitle: z.string(),
    designerPortrait: z.string().nullable(),
    bioShort: z.string(),
    bio: z.string(),
    story: z.string(),
    seoTitle: z.string(),
    seoDescription: z.string(),
    consentMode: z.enum(['explicit', 'implied']),
    timeZone: z.string(),
    sendWindow: z.strictObject({ days: z.array(weekday), start: clock, end: clock }),
    updatedAt: IsoInstant.nullable(),
  }),
);
