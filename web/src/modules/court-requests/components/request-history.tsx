import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { CourtRequest } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { COURT_REQUEST_EVENT_COLORS, COURT_REQUEST_EVENT_LABELS } from './court-request-labels';

type RequestEvent = CourtRequest['events'][number];

/** The review steps in order: who did what, when, with the reason or feedback they gave. */
export function RequestHistory({ events }: { events: readonly RequestEvent[] }) {
  const { t, i18n } = useTranslation('court-requests');
  const locale = i18n.language;
  const steps = events.filter((event) => event.type !== 'commented');
  return (
    <List.Root as="ol" gap="0" listStyle="none" ps="0">
      {steps.map((event, index) => (
        <List.Item key={event.id} display="flex" gap="3" alignItems="stretch">
          <Stack align="center" gap="0" flexShrink={0} aria-hidden="true">
            <Box
              boxSize="3"
              borderRadius="full"
              bg={`${COURT_REQUEST_EVENT_COLORS[event.type]}.solid`}
              mt="1.5"
            />
            {index < steps.length - 1 && <Box flex="1" width="2px" bg="border" my="1" />}
          </Stack>
          <Stack gap="1" pb="4" minW="0">
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette={COURT_REQUEST_EVENT_COLORS[event.type]} variant="subtle">
                {t(COURT_REQUEST_EVENT_LABELS[event.type])}
              </Badge>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(event.created_at, locale)}
              </Text>
            </HStack>
            <Text fontSize="sm">
              {event.actor ? event.actor.name : t('court-requests:history.applicant')}
            </Text>
            {event.note && (
              <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere">
                {event.note}
              </Text>
            )}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
