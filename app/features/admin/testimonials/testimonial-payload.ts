import {
  type CreateTestimonial,
  CreateTestimonialSchema,
  type UpdateTestimonial,
  UpdateTestimonialSchema,
} from '#shared/admin/content.ts';
import type { Testimonial } from '#shared/content.ts';
import { byRoot, type Checked, checkedBy, type FieldProblems, firstProblems } from '../shared/ui/field-problems.ts';

/** What the testimonial dialog edits (admin area §2: client name, content, rating, optional project). */
export interface TestimonialFormValues {
  name: string;
  content: string;
  rating: number;
  projectId: number | null;
  projectText: string;
  featured: boolean;
}

export type TestimonialField = 'name' | 'content' | 'rating' | 'projectText';

/** Admin area §5: what 'Add Content' says, in a toast and on the field, when a testimonial has no name. */
export const NAME_REQUIRED_TO_ADD = 'Name is required for testimonials.';

/** A new testimonial is rated 5 (admin area §5, §9) until said otherwise. */
export function testimonialFormDefaults(testimonial: Testimonial | null): TestimonialFormValues {
  return {
    name: testimonial?.name ?? '',
    content: testimonial?.content ?? '',
    rating: testimonial?.rating ?? 5,
    projectId: testimonial?.projectId ?? null,
    projectText: testimonial?.project ?? '',
    featured: testimonial?.featured ?? false,
  };
}

/** API field → the dialog's field that shows its problem. */
const fieldOf = byRoot<TestimonialField>({
  name: 'name',
  content: 'content',
  rating: 'rating',
  project: 'projectText',
  projectId: 'projectText',
});

export type TestimonialProblems = FieldProblems<TestimonialField>;

/** Each API field's first problem (the server's `fieldErrors`), on the dialog's field that shows it. */
export function testimonialProblems(entries: Iterable<readonly [string, string]>): TestimonialProblems {
  return firstProblems(entries, fieldOf);
}

function fields(values: TestimonialFormValues) {
  return {
    name: values.name,
    content: values.content,
    rating: values.rating,
    project: values.projectText.trim() || null,
    projectId: values.projectId,
    featured: values.featured,
  };
}

/** `testimonialsApi.create`, checked by the shared schema first. */
export function createTestimonialBody(values: TestimonialFormValues): Checked<CreateTestimonial, TestimonialField> {
  return checkedBy(CreateTestimonialSchema.safeParse(fields(values)), fieldOf);
}

/**
 * `testimonialsApi.update`: the whole form, with the `version` it started from (issue 29: a save
 * on a stale version is answered 409 `edit_conflict` instead of overwriting someone else's).
 */
export function updateTestimonialBody(
  values: TestimonialFormValues,
  version: number | undefined,
): Checked<UpdateTestimonial, TestimonialField> {
  return checkedBy(UpdateTestimonialSchema.safeParse({ ...fields(values), version }), fieldOf);
}
