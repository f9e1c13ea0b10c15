import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { UiProvider } from '../components/ui/provider';
import { Toaster } from '../components/ui/toaster';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

/** Everything a page relies on: translations, data cache, Chakra with colour mode, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          {children}
          <Toaster />
        </UiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
