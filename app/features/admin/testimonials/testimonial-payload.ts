import {
  type CreateTestimonial,
  CreateTestimonialSchema,
  type UpdateTestimonial,
  UpdateTestimonialSchema,
} from '#shared/admin/content.ts';
import type { Testimonial } from '#shared/content.ts';

/** What the testimonial dialog edits (spec §2: client name, content, rating, optional project). */
export interface TestimonialFormValues {
  name: string;
  content: string;
  rating: number;
  projectId: number | null;
  projectText: string;
  featured: boolean;
}

export type TestimonialField = 'name' | 'content' | 'rating' | 'projectText';

/** A new testimonial is rated 5 (spec §5, §9) until said otherwise. */
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

const FIELD_OF: Record<string, TestimonialField> = {
  name: 'name',
  content: 'content',
  rating: 'rating',
  project: 'projectText',
  projectId: 'projectText',
};

export type TestimonialProblems = Partial<Record<TestimonialField, string>>;

/** Each API field's first problem, on the dialog's field that shows it. */
export function testimonialProblems(entries: Iterable<[string, string]>): TestimonialProblems {
  const problems: TestimonialProblems = {};
  for (const [apiField, message] of entries) {
    const field = FIELD_OF[apiField.split('.')[0] ?? ''];
    if (field && !problems[field]) problems[field] = message;
  }
  return problems;
}

type Checked<T> = { ok: true; body: T } | { ok: false; problems: TestimonialProblems };

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

function checked<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } },
): Checked<T> {
  if (result.success) return { ok: true, body: result.data };
  return {
    ok: false,
    problems: testimonialProblems(result.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])),
  };
}

/** POST /api/testimonials, checked by the shared schema first. */
export function createTestimonialBody(values: TestimonialFormValues): Checked<CreateTestimonial> {
  return checked(CreateTestimonialSchema.safeParse(fields(values)));
}

/** PATCH /api/testimonials/{id}: the whole form. */
export function updateTestimonialBody(values: TestimonialFormValues): Checked<UpdateTestimonial> {
  return checked(UpdateTestimonialSchema.safeParse(fields(values)));
}
