import { ApiError } from '../../../lib/api-client.ts';
import { withoutFieldName } from '../ui/known-message.ts';

/**
 * The server's own sentence for a failed call (D17: never a stack or a secret), to show instead of
 * the spec's fallback (§8 'the server's error message or a fallback'). Not a crash's generic
 * sentence, nor a body that was not the API's JSON ("502: Bad Gateway" from a proxy). A schema's
 * sentence loses the field name the server puts before it ("to: Please enter …").
 */
export function serverReason(failure: unknown): string | undefined {
  if (!(failure instanceof ApiError) || failure.status === 500) return undefined;
  if (/^\d{3}: /.test(failure.message)) return undefined;
  return Object.keys(failure.fieldErrors).length > 0 ? withoutFieldName(failure.message) : failure.message;
}
