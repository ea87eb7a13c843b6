import type { TwoFactorSetup } from '#shared/admin/two-factor.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { twoFactorText } from './messages.ts';

/** The secret to add to an authenticator app: its QR code, and the key for typing in by hand. */
export function SetupSecret({ setup }: { setup: TwoFactorSetup }) {
  const t = useMessages(twoFactorText);
  // Groups of four, as authenticator apps show keys; the app ignores the spaces.
  const key = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
      <img
        src={setup.qrCode}
        alt={t('qrAlt')}
        width={176}
        height={176}
        className="size-44 shrink-0 rounded border border-stone bg-white"
      />
      <div className="min-w-0 text-sm">
        <p className="text-muted">{t('cannotScan')}</p>
        <p className="mt-1.5 font-mono text-sm break-words text-ink select-all">{key}</p>
      </div>
    </div>
  );
}
