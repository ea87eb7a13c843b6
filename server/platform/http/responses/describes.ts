import type { z } from 'zod';

/** True only when A and B are each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A response schema tied to the shared type the handler returns: `describes<Project>()(schema)`
 * does not compile unless the schema's output is exactly `Project`, so a field added to the type
 * and not to the schema (or the reverse) fails the typecheck; strict objects fail the answer test
 * at run time too (ADR 013).
 */
export function describes<T>() {
  return <S extends z.ZodType>(schema: S, ..._exact: Same<z.output<S>, T> extends true ? [] : [never]): S => schema;
}
