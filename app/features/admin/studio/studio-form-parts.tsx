import type { ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import type { StudioFormValues } from './studio-form-values.ts';

/** One part of the settings page: a heading, what it feeds on the site, and its fields. */
export function FormSection({
  id,
  title,
  about,
  children,
}: {
  id: string;
  title: string;
  about: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-stone bg-white p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted">{about}</p>
      {children}
    </section>
  );
}

/** The message to show beside a field (by its form path), in the admin's language. */
export function useFieldError(): (path: string) => string | undefined {
  const { control } = useFormContext<StudioFormValues>();
  const { errors } = useFormState({ control });
  return (path) => (get(errors, path) as { message?: string } | undefined)?.message;
}
