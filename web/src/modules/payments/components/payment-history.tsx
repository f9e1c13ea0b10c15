import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { KEPT_UNAPPLIED_CALLS, type PaymentDetail } from '@pickleball/domain';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { JsonView } from './json-view';
import { PaymentStatusBadge } from './payment-badges';
import { EVENT_COLORS, usePaymentLabels } from './payment-labels';

/**
 * What happened to a payment, oldest first: each event's type, the gateway's verdict, the status
 * it moved from and to, the amount, who did it (or the gateway) and when, with the raw exchange
 * folded under it.
 */
export function PaymentHistory({ payment }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('payments');
  const labels = usePaymentLabels();
  const locale = i18n.language;
  const events = payment.events;
  if (events.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('payments:history.empty')}
      </Text>
    );
  return (
    <Stack gap="3">
      {payment.unapplied_calls > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('payments:history.unapplied_calls', {
            count: payment.unapplied_calls,
            kept: Math.min(payment.unapplied_calls, KEPT_UNAPPLIED_CALLS),
          })}
        </Text>
      )}
      <List.Root as="ol" gap="0" listStyle="none" ps="0">
        {events.map((event, index) => (
          <List.Item key={event.id} display="flex" gap="3" alignItems="stretch">
            <Stack align="center" gap="0" flexShrink={0} aria-hidden="true">
              <Box boxSize="3" borderRadius="full" bg={`${EVENT_COLORS[event.type]}.solid`} mt="1.5" />
              {index < events.length - 1 && <Box flex="1" width="2px" bg="border" my="1" />}
            </Stack>
            <Stack gap="1" pb="4" minW="0" flex="1">
              <HStack gap="2" flexWrap="wrap">
                <Badge colorPalette={EVENT_COLORS[event.type]} variant="subtle">
                  {labels.eventLabel(event.type)}
                </Badge>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(event.created_at, locale)}
                </Text>
              </HStack>
              {(event.status_from || event.status_to) && (
                <HStack gap="1.5" flexWrap="wrap" aria-label={t('payments:history.status_change')}>
                  {event.status_from && <PaymentStatusBadge status={event.status_from} size="sm" />}
                  {event.status_from && event.status_to && <ArrowRight size={14} aria-hidden="true" />}
                  {event.status_to && <PaymentStatusBadge status={event.status_to} size="sm" />}
                </HStack>
              )}
              <Text fontSize="sm">
                {event.actor ? event.actor.name : t('payments:history.by_gateway_or_system')}
                {event.amount !== null && ` · ${formatMoney(event.amount, payment.currency, locale)}`}
              </Text>
              {event.verdict && (
                <Text fontSize="sm" color="fg.muted">
                  {t('payments:history.verdict', { verdict: event.verdict })}
                </Text>
              )}
              {event.payload !== null && event.payload !== undefined && (
                <JsonView
                  value={event.payload}
                  showLabel={t('payments:history.show_payload')}
                  hideLabel={t('payments:history.hide_payload')}
                />
              )}
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
