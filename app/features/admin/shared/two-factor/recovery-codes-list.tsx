import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import { buttonClass } from '../ui/button-class.ts';
import { twoFactorText } from './messages.ts';

/** The recovery codes, shown once: in a list a person can read aloud and a button to copy them all. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const t = useMessages(twoFactorText);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyAll = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div>
      <ul
        aria-label={t('codesLabel')}
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg border border-stone bg-linen px-4 py-3 font-mono text-sm text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" onClick={copyAll} className={buttonClass('secondary', 'sm')}>
          <Copy className="size-4" aria-hidden="true" />
          {t('copyCodes')}
        </button>
        <p aria-live="polite" className="text-xs text-muted">
          {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
        </p>
      </div>
    </div>
  );
}
