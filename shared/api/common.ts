import { parseRowId } from '../row-id.ts';
import { z } from '../zod.ts';
import { withCode } from './errors.ts';

/** Pieces every part of the contract uses: instants, the plain answers, the `:id` of an item. */

/** An ISO 8601 instant as `Date.toISOString()` writes it. */
export const IsoInstant = z.iso.datetime({ offset: true });

export const SuccessSchema = z.strictObject({ success: z.literal(true) });
export const MessageSchema = z.strictObject({ message: z.string() });

/** The body of a button's POST: nothing, or an empty object (with `bodyOptional`). */
export const EmptyBodySchema = z.strictObject({});

/**
 * `:id` of `/things/:id`: a positive whole number that fits the column (shared/row-id.ts), written
 * plainly (no sign, exponent, hex or leading zero). Anything else names no item, so a route that
 * names its item's 404 (`notFound`) answers that — the same answer as an id nobody holds.
 */
export const IdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .refine((raw) => parseRowId(raw) !== null, withCode('id_too_large', 'The id is too large.'))
    .transform(Number)
    .meta({ description: 'the item’s id: a positive whole number, written plainly' }),
});
