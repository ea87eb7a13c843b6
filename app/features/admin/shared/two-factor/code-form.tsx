import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../../components/ui/field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { fieldProblemText, problemText } from '../errors/error-text.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { buttonClass } from '../ui/button-class.ts';
import { twoFactorText } from './messages.ts';

/**
 * One field for a code from the authenticator app (or, at sign-in, a recovery code), with the
 * attributes phones use to offer the code from a message or a password manager. A refusal shows
 * under the field and keeps the focus there for the next try.
 */
export function CodeForm({
  onCode,
  submitLabel,
  label,
  hint,
  allowRecoveryCode = false,
  children,
}: {
  onCode: (code: string) => Promise<void>;
  submitLabel: string;
  label?: string;
  hint?: string;
  /** sign-in accepts a recovery code in the same field, so letters are allowed */
  allowRecoveryCode?: boolean;
  children?: ReactNode;
}) {
  const t = useMessages(twoFactorText);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    if (!code.trim()) {
      form.setError('code', { message: t('codeRequired') }, { shouldFocus: true });
      return;
    }
    try {
      await onCode(code.trim());
    } catch (error) {
      const message =
        error instanceof ApiError ? (fieldProblemText(error, 'code') ?? problemText(error.problem)) : t('actionFailed');
      form.setError('code', { message: message }, { shouldFocus: true });
      form.setValue('code', '');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={label ?? t('code')}
        hint={hint ?? t('codeHint')}
        required
        autoComplete="one-time-code"
        inputMode={allowRecoveryCode ? 'text' : 'numeric'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={64}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {children}
        <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'md')}>
          {isSubmitting ? t('confirming') : submitLabel}
        </button>
      </div>
    </form>
  );
}
