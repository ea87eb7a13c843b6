import type { Translate } from '../shared/i18n/use-messages.ts';
import { withoutFieldName } from '../shared/ui/known-message.ts';
import type { studioText } from './messages.ts';

type T = Translate<typeof studioText.en>;
type Key = keyof typeof studioText.en;

/** The shared schema's field names (#shared/admin/studio.ts) → this form's labels. */
const FIELD_LABELS: Record<string, Key> = {
  'Studio name': 'studioName',
  Tagline: 'tagline',
  Email: 'email',
  'Notification email': 'notificationEmail',
  Phone: 'phone',
  Street: 'street',
  City: 'city',
  Region: 'region',
  'Postal code': 'postalCode',
  Country: 'country',
  'Service title': 'serviceTitle',
  'Service description': 'serviceDescription',
  'Footer service': 'footerServices',
  'Designer name': 'designerName',
  'Designer title': 'designerTitle',
  'Short bio': 'bioShort',
  Bio: 'bio',
  Story: 'story',
  'SEO title': 'seoTitle',
  'SEO description': 'seoDescription',
};

const EXACT: Record<string, Key> = {
  'Use a full https:// address.': 'errHttps',
  'Times are written as HH:MM (24-hour).': 'errClock',
  'Give both opening and closing times, or neither.': 'errBothTimes',
  'Closing time must be after opening time.': 'errClosingAfter',
  'Choose at least one sending day.': 'errSendDays',
  'The window must end after it starts.': 'errWindowEnd',
  'Choose a time zone from the list.': 'errTimeZone',
  'Years of experience is a whole number.': 'errYears',
  'At most 12 services.': 'errServicesMax',
  'At most 8 footer services.': 'errFooterMax',
  'Designer portrait: that image is not stored here. Upload it again.': 'errPortrait',
};

const PATTERNS: Array<{ pattern: RegExp; key: Key }> = [
  { pattern: /^(.+) is required$/, key: 'errRequired' },
  { pattern: /^(.+) must be at most ([\d,]+) characters\.$/, key: 'errTooLong' },
  { pattern: /^(.+) must be on one line\.$/, key: 'errOneLine' },
  { pattern: /^(.+) contains characters that cannot be stored\.$/, key: 'errCharacters' },
  { pattern: /^(.+): please enter a valid email address\.$/, key: 'errEmail' },
];

/**
 * A problem with one field, in the admin's language: the schema's known sentences are translated
 * (with the form's own label for the field); anything else is shown as the server wrote it.
 * `field` is the form path, for the number field whose schema messages are zod's generic ones.
 */
export function localizeStudioMessage(t: T, message: string | undefined, field?: string): string | undefined {
  if (!message) return undefined;
  if (field === 'yearsExperience') return t('errYears');
  for (const candidate of [message, withoutFieldName(message)]) {
    const exact = EXACT[candidate];
    if (exact) return t(exact);
    for (const { pattern, key } of PATTERNS) {
      const match = pattern.exec(candidate);
      const label = match ? FIELD_LABELS[match[1] ?? ''] : undefined;
      if (match && label) return t(key, { field: t(label), max: match[2] ?? '' });
    }
  }
  return message;
}
