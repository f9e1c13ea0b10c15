import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { OptionalLazy, optionalChunk } from '../components/optional-lazy';
import { UiProvider } from '../components/ui/provider';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { toaster } from '../lib/toaster';

const toasterChunk = optionalChunk(async () => ({
  default: (await import('../components/ui/toaster')).Toaster,
}));

/**
 * The toasts' renderer (Chakra's toast group machine, ~8 kB gzipped) loads with the first toast,
 * not with every page: toasts created before it mounts are in the store and show when it does.
 */
function DeferredToaster() {
  const [isNeeded, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (isNeeded) return;
    return toaster.subscribe(() => setNeeded(true));
  }, [isNeeded]);
  return isNeeded ? <OptionalLazy chunk={toasterChunk} props={{}} fallback={null} /> : null;
}

/** Everything a page relies on: translations, data cache, Chakra with colour mode, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          {children}
          <DeferredToaster />
        </UiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
