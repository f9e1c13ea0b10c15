import { Alert, Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type RealtimeConnectionState, useRealtimeConnection } from '../lib/realtime';

const LABEL_KEYS: Record<RealtimeConnectionState, string> = {
  idle: 'realtime:connecting',
  connecting: 'realtime:connecting',
  connected: 'realtime:connected',
  reconnecting: 'realtime:reconnecting',
};

const DOT_COLORS: Record<RealtimeConnectionState, string> = {
  idle: 'gray.solid',
  connecting: 'gray.solid',
  connected: 'green.solid',
  reconnecting: 'orange.solid',
};

export interface RealtimeStatusProps {
  /**
   * `dot`: a small coloured dot and a word, always shown (a scoreboard's corner);
   * `banner`: a warning only while the connection is lost ('Connection lost, trying to reconnect').
   */
  variant?: 'dot' | 'banner';
}

/** The live-updates connection's state (lib/realtime), announced politely to screen readers. */
export function RealtimeStatus({ variant = 'banner' }: RealtimeStatusProps) {
  const { t } = useTranslation('realtime');
  const state = useRealtimeConnection();
  if (variant === 'banner') {
    return (
      // `display: contents`: no box (and no gap in a stack) while there is nothing to say.
      <Box role="status" aria-live="polite" display="contents">
        {state === 'reconnecting' && (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t('realtime:reconnecting')}</Alert.Title>
          </Alert.Root>
        )}
      </Box>
    );
  }
  return (
    <HStack gap="2" role="status" aria-live="polite">
      <Box
        as="span"
        aria-hidden="true"
        boxSize="0.6em"
        borderRadius="full"
        bg={DOT_COLORS[state]}
        flexShrink={0}
      />
      <Text as="span">{t(LABEL_KEYS[state])}</Text>
    </HStack>
  );
}
