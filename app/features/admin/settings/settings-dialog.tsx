import { clsx } from 'clsx';
import { KeyRound, Monitor, Moon, ShieldCheck, Sun } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { type Language, type Preferences, THEMES, type Theme } from '#shared/admin/auth.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { AdminDialog } from '../shared/ui/admin-dialog.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { SelectField } from '../shared/ui/select-field.tsx';
import { settingsText } from './messages.ts';
import { useSavePreferences } from './preferences-queries.ts';

const THEME_ICONS = { light: Sun, dark: Moon, auto: Monitor } as const;
const THEME_LABELS = { light: 'themeLight', dark: 'themeDark', auto: 'themeAuto' } as const;

/**
 * Theme and language (D18): each choice is saved to the user's account and applied at once.
 * Changing one's own password starts here too, for every role (D14 'self').
 */
export function SettingsDialog({
  open,
  onOpenChange,
  onChangePassword,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChangePassword: () => void;
}) {
  const t = useMessages(settingsText);
  const user = useSignedInUser();
  const save = useSavePreferences();
  const toast = useToast();
  const themeLabelId = useId();
  const themeHintId = useId();

  const change = (preferences: Preferences) =>
    save.mutate(preferences, {
      onError: (error) =>
        toast({
          title: t('saveFailedTitle'),
          description: error instanceof ApiError ? error.message : t('saveFailed'),
          variant: 'destructive',
        }),
    });

  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')} width="sm">
      <div className="space-y-6">
        <div>
          <p id={themeLabelId} className="text-sm font-medium text-charcoal">
            {t('theme')}
          </p>
          <RadioGroup.Root
            value={user.theme}
            onValueChange={(theme) => change({ theme: theme as Theme })}
            aria-labelledby={themeLabelId}
            aria-describedby={themeHintId}
            className="mt-2 grid grid-cols-3 gap-2"
          >
            {THEMES.map((theme) => {
              const Icon = THEME_ICONS[theme];
              return (
                <RadioGroup.Item
                  key={theme}
                  value={theme}
                  className={clsx(
                    'flex flex-col items-center gap-1.5 rounded-lg border border-stone bg-white px-2 py-3 text-sm text-charcoal hover:bg-sand',
                    'data-[state=checked]:border-charcoal data-[state=checked]:bg-sand data-[state=checked]:font-medium data-[state=checked]:ring-1 data-[state=checked]:ring-charcoal',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {t(THEME_LABELS[theme])}
                </RadioGroup.Item>
              );
            })}
          </RadioGroup.Root>
          <p id={themeHintId} className="mt-1.5 text-xs text-muted">
            {t('themeHint')}
          </p>
        </div>
        <SelectField<Language>
          label={t('language')}
          hint={t('languageHint')}
          value={user.language}
          onValueChange={(language) => change({ language })}
          options={[
            { value: 'en', label: t('languageEn') },
            { value: 'es', label: t('languageEs') },
            { value: 'fr', label: t('languageFr') },
          ]}
        />
        <div className="border-t border-stone pt-5">
          <p className="text-sm font-medium text-charcoal">{t('password')}</p>
          <p className="text-xs text-muted">{t('passwordHint')}</p>
          <button type="button" onClick={onChangePassword} className={buttonClass('secondary', 'md', 'mt-3')}>
            <KeyRound className="size-4" aria-hidden="true" />
            {t('changePassword')}
          </button>
        </div>
        <div className="border-t border-stone pt-5">
          <p className="text-sm font-medium text-charcoal">{t('security')}</p>
          <p className="text-xs text-muted">{t('securityHint')}</p>
          <Link
            to="/admin/account"
            onClick={() => onOpenChange(false)}
            className={buttonClass('secondary', 'md', 'mt-3')}
          >
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t('security')}
          </Link>
        </div>
      </div>
    </AdminDialog>
  );
}
