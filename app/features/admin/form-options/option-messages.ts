import type { FormOptionFieldType } from '#shared/form-options.ts';
import type { Translate } from '../shared/i18n/use-messages.ts';
import { refusalReason } from '../shared/ui/field-problems.ts';
import { withoutFieldName } from '../shared/ui/known-message.ts';
import type { formOptionsText } from './messages.ts';
import { OPTION_LISTS } from './option-lists.ts';

type T = Translate<typeof formOptionsText.en>;
type Key = keyof typeof formOptionsText.en;

/**
 * The shared option schema (#shared/admin/content.ts) and the server's option rules
 * (form-options-admin.service.ts) speak English; their known sentences are shown in the admin's
 * language. Anything else is shown as the server wrote it.
 */
const EXACT: Record<string, Key> = {
  'Value is required': 'valueRequired',
  'Value must be at most 100 characters.': 'valueTooLong',
  'Value may use lower-case letters, digits and hyphens (e.g. residential-design).': 'valuePattern',
  'Display Label is required': 'labelRequired',
  'Display Label must be at most 100 characters.': 'labelTooLong',
  'Display Label must be on one line.': 'labelOneLine',
  'Option not found.': 'optionNotFound',
};

const ENGLISH_LIST_NAMES: Record<string, FormOptionFieldType> = {
  'Project Types': 'projectType',
  'Budget Ranges': 'budget',
  'Project Categories': 'projectCategory',
  'Project Styles': 'projectStyle',
  'Blog Categories': 'blogCategory',
};

const USAGE = /^(\d+) (leads?|projects?|blog posts?)$/;
const USAGE_KEYS: Record<string, [one: Key, many: Key]> = {
  lead: ['usageLeadsOne', 'usageLeads'],
  project: ['usageProjectsOne', 'usageProjects'],
  'blog post': ['usagePostsOne', 'usagePosts'],
};

function usage(t: T, english: string): string | null {
  const match = USAGE.exec(english);
  if (!match) return null;
  const count = Number(match[1]);
  const noun = (match[2] ?? '').replace(/s$/, '');
  const keys = USAGE_KEYS[noun];
  if (!keys) return null;
  return count === 1 ? t(keys[0]) : t(keys[1], { count });
}

const PATTERNS: Array<{ pattern: RegExp; render: (t: T, match: RegExpExecArray) => string | null }> = [
  {
    pattern: /^An option with the value "(.+)" already exists in (.+)\.$/,
    render: (t, [, value = '', list = '']) => {
      const fieldType = ENGLISH_LIST_NAMES[list];
      return fieldType ? t('valueTaken', { value, list: t(OPTION_LISTS[fieldType].name) }) : null;
    },
  },
  {
    pattern: /^This option is used by (.+)\. Deactivate it instead, so it leaves the forms but stored items keep it\.$/,
    render: (t, [, used = '']) => {
      const localized = usage(t, used);
      return localized ? t('inUse', { usage: localized }) : null;
    },
  },
  {
    pattern:
      /^This option's value is used by (.+), so it cannot change\. Create a new option with the new value and deactivate this one\.$/,
    render: (t, [, used = '']) => {
      const localized = usage(t, used);
      return localized ? t('valueInUse', { usage: localized }) : null;
    },
  },
  {
    pattern: /^An option stays in its list \(.+\)\. To offer it elsewhere, create a new option there\.$/,
    render: (t) => t('fieldTypeFixed'),
  },
];

export function localizeOptionMessage(t: T, message: string | undefined): string | undefined {
  if (!message) return undefined;
  for (const candidate of [message, withoutFieldName(message)]) {
    const key = EXACT[candidate];
    if (key) return t(key);
    for (const { pattern, render } of PATTERNS) {
      const match = pattern.exec(candidate);
      const localized = match ? render(t, match) : null;
      if (localized) return localized;
    }
  }
  return message;
}

/**
 * A failed call's toast description: the server's reason in the admin's language, or nothing when
 * it gave none worth showing (a 500's generic sentence, a dropped connection): the title says it.
 */
export function failureReason(t: T, failure: unknown): string | undefined {
  return localizeOptionMessage(t, refusalReason(failure));
}
