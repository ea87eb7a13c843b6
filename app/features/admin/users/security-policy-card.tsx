import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { problemText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { SwitchField } from '../shared/ui/switch-field.tsx';
import { usersText } from './messages.ts';
import { securityPolicyQuery, useUpdateSecurityPolicy } from './security-policy-queries.ts';

/**
 * The studio's sign-in policy (ADR 014): whether every admin must use two-factor sign-in. The
 * server refuses it to an admin who does not use it yet; the toast says so and where to set it up.
 */
export function SecurityPolicyCard({ ownTwoFactor }: { ownTwoFactor: boolean }) {
  const t = useMessages(usersText);
  const toast = useToast();
  const policy = useQuery(securityPolicyQuery);
  const update = useUpdateSecurityPolicy();

  const change = async (requireAdminTwoFactor: boolean) => {
    try {
      await update.mutateAsync({ requireAdminTwoFactor });
      toast({ title: t('policySaved') });
    } catch (error) {
      const message = error instanceof ApiError ? problemText(error.problem) : t('policyFailed');
      toast({ title: t('errorTitle'), description: message, variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="sign-in-policy" className="mb-6 rounded-lg border border-stone bg-white px-5 py-4">
      <h2 id="sign-in-policy" className="mb-3 text-xs font-medium tracking-[0.16em] text-umber uppercase">
        {t('policyHeading')}
      </h2>
      <SwitchField
        label={t('policyLabel')}
        hint={t('policyHint')}
        checked={policy.data?.requireAdminTwoFactor ?? false}
        disabled={!policy.data || update.isPending}
        onCheckedChange={change}
      />
      {!ownTwoFactor && (
        <Link to="/admin/account" className="mt-2 inline-block text-xs text-umber underline underline-offset-4">
          {t('setUpOwn')}
        </Link>
      )}
    </section>
  );
}
