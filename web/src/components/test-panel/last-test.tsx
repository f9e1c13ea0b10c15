import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';

export interface LastTestResult {
  at: string;
  ok: boolean;
  message: string | null;
  address?: string;
}

/** The last test's outcome: when, where to, and the provider's answer when it failed. */
export function LastTest({ test }: { test: LastTestResult | null }) {
  const { t, i18n } = useTranslation('ui');
  if (!test)
    return (
      <Alert.Root status="info" size="sm">
        <Alert.Indicator />
        <Alert.Description>{t('ui:test.never')}</Alert.Description>
      </Alert.Root>
    );
  const when = formatDateTime(test.at, i18n.language);
  return (
    <Alert.Root status={test.ok ? 'success' : 'error'} size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {test.ok ? t('ui:test.last_ok', { when }) : t('ui:test.last_failed', { when })}
        </Alert.Title>
        {(test.address || test.message) && (
          <Alert.Description>
            {[test.address && t('ui:test.to', { address: test.address }), test.message]
              .filter(Boolean)
              .join(' · ')}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
