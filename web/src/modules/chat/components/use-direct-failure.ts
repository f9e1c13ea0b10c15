import { useTranslation } from 'react-i18next';

/**
 * SPEC §8's 'Failed to get or create a conversation', and under it the server's own reason when
 * it says more (a network error, the person who cannot chat).
 */
export function useDirectFailure(error: unknown): { title: string; detail: string | null } | null {
  const { t } = useTranslation('errors');
  if (!error) return null;
  const title = t('errors:chat.get_or_create_failed');
  const message = error instanceof Error ? error.message : '';
  return { title, detail: message && message !== title ? message : null };
}
