import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { useAppliedTheme } from '../settings/use-applied-theme.ts';
import { adminI18n } from '../shared/i18n/i18n.ts';
import { useDocumentLanguage } from '../shared/i18n/use-document-language.ts';
import { useAuthState } from '../shared/session/auth-state.ts';
import { createAdminQueryClient } from '../shared/session/query-client.ts';

/**
 * Everything the admin screens share and the public site never loads: the query client, the
 * i18n instance, the toaster, the signed-in user's theme and language on <html>, and the
 * hydration marker end-to-end tests wait for.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={adminI18n}>
        <Toaster>
          <DocumentPreferences />
          {children}
        </Toaster>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

function DocumentPreferences() {
  const auth = useAuthState();
  const user = auth.data?.status === 'signed-in' ? auth.data.user : null;
  useAppliedTheme(user?.theme ?? null);
  useDocumentLanguage();
  return null;
}
