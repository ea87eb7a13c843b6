import { useForm } from 'react-hook-form';
import { PasswordSchema } from '#shared/admin/auth.ts';
import { problemFromIssue } from '#shared/api/errors.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureText, problemText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { AdminDialog, DialogActions } from '../shared/ui/admin-dialog.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { usersText } from './messages.ts';
import { useChangeOwnPassword, useSetUserPassword } from './users-queries.ts';

/** Whose password: one's own (proven by the current one, D15) or another user's (admins). */
export type PasswordTarget = { kind: 'self'; username: string } | { kind: 'other'; id: number; username: string };

interface PasswordFormValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * Change Password (admin area §2, §5, §8 with D15's rule): the new password twice, checked against the
 * shared rule ('Invalid Password') and for a match ('Password Mismatch') before anything is sent.
 */
export function PasswordDialog({
  target,
  open,
  onOpenChange,
}: {
  target: PasswordTarget | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(usersText);
  return (
    <AdminDialog
      open={open && target !== null}
      onOpenChange={onOpenChange}
      title={t('passwordTitle')}
      description={
        target?.kind === 'other'
          ? t('passwordDescriptionOther', { username: target.username })
          : t('passwordDescriptionSelf')
      }
      width="sm"
    >
      {target && <PasswordForm target={target} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

function PasswordForm({ target, onDone }: { target: PasswordTarget; onDone: () => void }) {
  const t = useMessages(usersText);
  const toast = useToast();
  const setOther = useSetUserPassword();
  const changeOwn = useChangeOwnPassword();
  const form = useForm<PasswordFormValues>({
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const self = target.kind === 'self';

  const submit = form.handleSubmit(async ({ currentPassword, password, confirmPassword }) => {
    form.clearErrors();
    if (self && !currentPassword) {
      form.setError('currentPassword', { message: t('currentPasswordRequired') }, { shouldFocus: true });
      return;
    }
    const rule = PasswordSchema.safeParse(password);
    if (!rule.success) {
      const [issue] = rule.error.issues;
      const message = issue ? problemText(problemFromIssue(issue)) : t('passwordTooShort');
      form.setError('password', { message }, { shouldFocus: true });
      toast({ title: t('invalidPasswordTitle'), description: message, variant: 'destructive' });
      return;
    }
    if (password !== confirmPassword) {
      form.setError('confirmPassword', { message: t('passwordMismatch') }, { shouldFocus: true });
      toast({ title: t('passwordMismatchTitle'), description: t('passwordMismatch'), variant: 'destructive' });
      return;
    }
    try {
      if (target.kind === 'self') await changeOwn.mutateAsync({ currentPassword, password });
      else await setOther.mutateAsync({ id: target.id, input: { password } });
      toast({ title: t('passwordUpdated'), description: t('passwordUpdatedDescription') });
      onDone();
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
      for (const field of ['currentPassword', 'password'] as const) {
        const message = fieldErrors[field];
        if (message) form.setError(field, { message: problemText(message) });
      }
      toast({
        title: t('errorTitle'),
        description: failureText(failure) ?? t('passwordFailed'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {/* Lets a password manager file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={target.username} readOnly hidden />
      {self && (
        <Field
          label={t('currentPassword')}
          type="password"
          required
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      )}
      <Field
        label={t('newPassword')}
        type="password"
        required
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label={t('confirmPassword')}
        type="password"
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <DialogActions>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          {t('cancel')}
        </button>
        <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
          {isSubmitting ? t('updating') : t('updatePassword')}
        </button>
      </DialogActions>
    </form>
  );
}
