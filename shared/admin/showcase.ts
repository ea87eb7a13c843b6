import { ProjectSchema } from '../content.ts';
import { z } from '../zod.ts';

/**
 * Side effects shown, not silent (issue 29): the two pictures a studio notices first — the home
 * hero's first slide (the first banner image in portfolio order, D5) and the lookbook's cover (its
 * first banner image among the lookbook's projects, else the first project's cover) — can move when
 * projects are reordered or a banner selection changes. The write that moved one says so in its
 * answer, and the admin's confirmation tells the user.
 */
export const ShowcasePictureSchema = z.strictObject({
  projectId: z.number().int(),
  projectTitle: z.string(),
  url: z.string(),
  alt: z.string(),
});
export type ShowcasePicture = z.output<typeof ShowcasePictureSchema>;

/** What a picture was and is now (null: none is shown). */
export const ShowcaseMoveSchema = z.strictObject({
  from: ShowcasePictureSchema.nullable(),
  to: ShowcasePictureSchema.nullable(),
});
export type ShowcaseMove = z.output<typeof ShowcaseMoveSchema>;

/** Only what moved is named; no key, nothing moved. */
export const ShowcaseChangeSchema = z.strictObject({
  heroFirstSlide: ShowcaseMoveSchema.optional(),
  lookbookCover: ShowcaseMoveSchema.optional(),
});
export type ShowcaseChange = z.output<typeof ShowcaseChangeSchema>;

/** POST /api/project/reorder: the spec's `{ success: true }`, and what the new order moved. */
export const ProjectReorderResultSchema = z.strictObject({
  success: z.literal(true),
  showcase: ShowcaseChangeSchema.optional(),
});
export type ProjectReorderResult = z.output<typeof ProjectReorderResultSchema>;

/** PATCH and PUT /api/projects/{id}: the project, and what the save moved. */
export const ProjectWriteResultSchema = ProjectSchema.extend({ showcase: ShowcaseChangeSchema.optional() });
export type ProjectWriteResult = z.output<typeof ProjectWriteResultSchema>;
