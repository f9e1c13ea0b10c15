import { Alert, HStack, Spinner, Text } from '@chakra-ui/react';
import { CloudCheck, CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LiveSnapshot } from './live-scoring-controller';

/**
 * Whether the referee's actions have reached the server: a warning while offline with the number
 * waiting ('Connection lost, trying to reconnect'), otherwise a quiet line.
 */
export function LiveSyncStatus({ snapshot }: { snapshot: LiveSnapshot }) {
  const { t } = useTranslation(['matches', 'realtime']);
  const waiting = snapshot.pending.length;
  if (!snapshot.isOnline) {
    return (
      <Alert.Root status="warning" role="status" aria-live="polite" size="sm">
        <Alert.Indicator>
          <CloudOff />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Title>{t('realtime:reconnecting')}</Alert.Title>
          <Alert.Description>
            {waiting > 0 ? t('matches:live.queued', { count: waiting }) : t('matches:live.offline_ready')}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted" role="status" aria-live="polite" minH="6">
      {waiting > 0 ? (
        <>
          <Spinner size="xs" />
          <Text>{t('matches:live.sending', { count: waiting })}</Text>
        </>
      ) : (
        <>
          <CloudCheck size={16} aria-hidden="true" />
          <Text>{t('matches:live.saved')}</Text>
        </>
      )}
    </HStack>
  );
}
