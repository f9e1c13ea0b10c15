import type { SocialProvider } from '@pickleball/domain';
import { useEffect, useState } from 'react';
import { api, type DataResponse } from '../../../lib/api-client';

/** The social sign-in providers the server is configured for (GET /auth/providers). */
export function getProviders(): Promise<DataResponse<{ providers: SocialProvider[] }>> {
  // Silent: without this list the page still signs in with a password, so no message.
  return api.get('/auth/providers', { silent: true });
}

/** Asked once per page load: the list only changes when the server's configuration does. */
let providers: Promise<SocialProvider[]> | null = null;

/** Starts the request early (before the first render), so the buttons are likely known by then. */
export function prefetchProviders(): Promise<SocialProvider[]> {
  providers ??= getProviders().then(
    (response) => response.data.providers,
    () => [],
  );
  return providers;
}

/** The configured providers; an empty list until known, or when the server could not say. */
export function useProviders(): SocialProvider[] {
  const [list, setList] = useState<SocialProvider[]>([]);
  useEffect(() => {
    let isCurrent = true;
    void prefetchProviders().then((known) => {
      if (isCurrent) setList(known);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return list;
}
