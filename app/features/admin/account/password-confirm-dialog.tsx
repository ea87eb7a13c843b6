import { useForm } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldProblemText, problemText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { AdminDialog } from '../shared/ui/admin-dialog.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { accountText } from './messages.ts';

/**
 * A change to one's sign-in that a borrowed, unlocked laptop must not be able to make: the
 * password again first. `onPassword` throws the server's refusal, shown under the field.
 */
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  username,
  onPassword,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  username: string;
  onPassword: (password: string) => Promise<void>;
}) {
  const t = useMessages(accountText);
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    if (!password) {
      form.setError('password', { message: t('passwordRequired') }, { shouldFocus: true });
      return;
    }
    try {
      await onPassword(password);
      form.reset();
    } catch (error) {
      const message =
        error instanceof ApiError
          ? (fieldProblemText(error, 'password') ?? problemText(error.problem))
          : t('actionFailed');
      form.setError('password', { message: message }, { shouldFocus: true });
    }
  });
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={title}
      description={description}
      width="sm"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Field
          label={t('password')}
          type="password"
          required
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={() => onOpenChange(false)} className={buttonClass('ghost', 'md')}>
            {t('cancel')}
          </button>
          <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'md')}>
            {isSubmitting ? t('working') : t('continue')}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
