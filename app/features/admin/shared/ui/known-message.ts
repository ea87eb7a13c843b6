import type { Catalog, MessagesHandle } from '../i18n/i18n.ts';
import type { Translate } from '../i18n/use-messages.ts';

/** The server names the field before a schema's sentence ("title: Title is required"). */
const FIELD_PREFIX = /^[\w.]+: /;

/** A server sentence without the field name it may start with. */
export function withoutFieldName(message: string): string {
  return message.replace(FIELD_PREFIX, '');
}

/**
 * The shared schemas and the server speak English. A sentence that is also in a feature's English
 * catalog is shown in the admin's language; anything else (a rule added later on the server) is
 * shown as the server wrote it.
 */
export function localizeKnown<En extends Catalog>(
  handle: MessagesHandle<En>,
  t: Translate<En>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const bare = withoutFieldName(message);
  const key = (Object.keys(handle.en) as Array<keyof En & string>).find(
    (candidate) => handle.en[candidate] === message || handle.en[candidate] === bare,
  );
  return key ? t(key) : message;
}
