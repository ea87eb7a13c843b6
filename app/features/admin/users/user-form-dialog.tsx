import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminUser, CreateUserSchema, UpdateUserSchema } from '#shared/admin/auth.ts';
import { ROLES, type Role } from '#shared/admin/permissions.ts';
import { problemFromIssue } from '#shared/api/errors.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureText, problemText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { shellText } from '../shared/sections/messages.ts';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { AdminDialog, DialogActions } from '../shared/ui/admin-dialog.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { SelectField } from '../shared/ui/select-field.tsx';
import { SwitchField } from '../shared/ui/switch-field.tsx';
import { usersText } from './messages.ts';
import { ROLE_HINT_KEYS, ROLE_LABEL_KEYS } from './role-labels.ts';
import { useCreateUser, useUpdateUser } from './users-queries.ts';

interface UserFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role: Role;
  active: boolean;
}

const FIELDS = ['username', 'email', 'firstName', 'lastName', 'password', 'role', 'active'] as const;

/**
 * Add User and Edit (admin area §2, §5): the shared schemas check the form before it is sent (D15's
 * password rule included) and the server's per-field answers appear beside their fields. New users
 * are viewers and active unless chosen otherwise (D14); an edit never sends a password.
 */
export function UserFormDialog({
  user,
  open,
  onOpenChange,
}: {
  /** the account to edit; none to add one */
  user: AdminUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(usersText);
  const editing = user !== null;
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('editTitle') : t('createTitle')}
      description={editing ? t('editDescription', { username: user.username }) : t('createDescription')}
    >
      <UserForm user={user} onDone={() => onOpenChange(false)} />
    </AdminDialog>
  );
}

function UserForm({ user, onDone }: { user: AdminUser | null; onDone: () => void }) {
  const t = useMessages(usersText);
  const tShell = useMessages(shellText);
  const toast = useToast();
  const self = useSignedInUser();
  const create = useCreateUser();
  const update = useUpdateUser(self);
  const form = useForm<UserFormValues>({
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      password: '',
      role: user?.role ?? 'viewer',
      active: user?.active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (field: FieldPath<UserFormValues>) => errors[field]?.message;

  const showFieldErrors = (fieldErrors: Readonly<Record<string, string>>) => {
    let first: FieldPath<UserFormValues> | undefined;
    for (const field of FIELDS) {
      const message = fieldErrors[field];
      if (!message) continue;
      form.setError(field, { message });
      first ??= field;
    }
    if (first && first !== 'role' && first !== 'active') form.setFocus(first);
  };

  /** Each field's first problem (an empty username also fails the character rule: "required" wins). */
  const showIssues = (issues: ReadonlyArray<z.core.$ZodIssue>) => {
    const firstByField: Record<string, string> = {};
    for (const issue of issues) firstByField[String(issue.path[0])] ??= problemText(problemFromIssue(issue));
    showFieldErrors(firstByField);
  };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    if (!user && (!values.username.trim() || !values.password)) {
      toast({ title: t('validationTitle'), description: t('usernameAndPasswordRequired'), variant: 'destructive' });
    } else if (user && !values.username.trim()) {
      toast({ title: t('validationTitle'), description: t('usernameRequired'), variant: 'destructive' });
    }
    const { password, ...details } = values;
    try {
      if (user) {
        const parsed = UpdateUserSchema.safeParse(details);
        if (!parsed.success) return showIssues(parsed.error.issues);
        await update.mutateAsync({ id: user.id, input: parsed.data });
        toast({
          title: t('userUpdated'),
          description: t('userUpdatedDescription', { username: values.username.trim() }),
        });
      } else {
        const parsed = CreateUserSchema.safeParse({ ...details, password });
        if (!parsed.success) return showIssues(parsed.error.issues);
        await create.mutateAsync(parsed.data);
        toast({
          title: t('userCreated'),
          description: t('userCreatedDescription', { username: values.username.trim() }),
        });
      }
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError) {
        showFieldErrors(
          Object.fromEntries(
            Object.entries(failure.fieldErrors).map(([field, problem]) => [field, problemText(problem)]),
          ),
        );
      }
      toast({
        title: t('errorTitle'),
        description: failureText(failure) ?? t(user ? 'updateFailed' : 'createFailed'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t('username')}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className="sm:col-span-2"
        error={error('username')}
        {...form.register('username')}
      />
      <Field label={t('firstName')} autoComplete="off" error={error('firstName')} {...form.register('firstName')} />
      <Field label={t('lastName')} autoComplete="off" error={error('lastName')} {...form.register('lastName')} />
      <Field
        label={t('email')}
        type="email"
        autoComplete="off"
        className="sm:col-span-2"
        error={error('email')}
        {...form.register('email')}
      />
      {!user && (
        <Field
          label={t('password')}
          type="password"
          required
          autoComplete="new-password"
          hint={t('passwordHint')}
          className="sm:col-span-2"
          error={error('password')}
          {...form.register('password')}
        />
      )}
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <SelectField<Role>
            label={t('role')}
            value={field.value}
            onValueChange={field.onChange}
            error={error('role')}
            hint={t(ROLE_HINT_KEYS[field.value])}
            className="sm:col-span-2"
            options={ROLES.map((role) => ({
              value: role,
              label: tShell(ROLE_LABEL_KEYS[role]),
              hint: t(ROLE_HINT_KEYS[role]),
            }))}
          />
        )}
      />
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <SwitchField
              label={t('active')}
              hint={t('activeHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        {errors.active?.message && <p className="mt-1 text-sm text-red-800">{error('active')}</p>}
      </div>
      <div className="sm:col-span-2">
        <DialogActions>
          <button type="button" onClick={onDone} className={buttonClass('secondary')}>
            {t('cancel')}
          </button>
          <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
            {isSubmitting ? t('saving') : user ? t('saveChanges') : t('createUser')}
          </button>
        </DialogActions>
      </div>
    </form>
  );
}
