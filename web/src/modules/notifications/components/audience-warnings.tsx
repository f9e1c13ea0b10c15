import { Alert, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Before sending: who will get nothing on which channel, and why (nothing shown when everyone is reached). */
export function AudienceWarnings({ warnings }: { warnings: string[] }) {
  const { t } = useTranslation('notifications');
  if (warnings.length === 0) return null;
  return (
    <Alert.Root status="warning" size="sm" data-testid="audience-warnings">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('notifications:count.warnings_title')}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
