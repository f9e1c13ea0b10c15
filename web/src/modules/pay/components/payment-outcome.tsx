import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { MyPayment } from '@pickleball/domain';
import { Ban, CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateTime } from '../../../lib/format';

function OutcomePanel({
  icon,
  colorPalette,
  title,
  children,
}: {
  icon: ReactNode;
  colorPalette: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      borderWidth="1px"
      borderRadius="lg"
      borderColor="colorPalette.muted"
      bg="colorPalette.subtle"
      colorPalette={colorPalette}
      p={{ base: '4', md: '6' }}
    >
      <HStack align="flex-start" gap="3">
        <Box color="colorPalette.fg" flexShrink={0} mt="0.5" aria-hidden="true">
          {icon}
        </Box>
        <Stack gap="1" minW="0">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {children}
        </Stack>
      </HStack>
    </Box>
  );
}

/** "Waiting for the gateway's confirmation…": the page moves on by itself when the gateway's word arrives. */
export function WaitingForGateway({ onChooseAgain }: { onChooseAgain?: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <OutcomePanel icon={<Spinner size="sm" />} colorPalette="blue" title={t('payments:pay.waiting_title')}>
      <Text fontSize="sm">{t('payments:pay.waiting')}</Text>
      {onChooseAgain && (
        <Box pt="2">
          <Button size="sm" variant="outline" onClick={onChooseAgain}>
            {t('payments:pay.choose_again')}
          </Button>
        </Box>
      )}
    </OutcomePanel>
  );
}

/**
 * A settled payment as the payer reads it: paid, refunded, failed or cancelled. Null for an open
 * one (the page shows the gateway choice or the wait).
 */
export function PaymentOutcome({ payment }: { payment: MyPayment }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const money = (amount: number) => formatCurrency(amount, payment.currency, locale);
  switch (payment.status) {
    case 'completed':
      return (
        <OutcomePanel
          icon={<CircleCheck size={22} />}
          colorPalette="green"
          title={t('payments:pay.completed_title')}
        >
          <Text fontSize="sm">
            {payment.gateway
              ? t('payments:pay.completed_via', {
                  when: formatDateTime(payment.paid_at, locale),
                  gateway: payment.gateway.name,
                })
              : t('payments:pay.completed', { when: formatDateTime(payment.paid_at, locale) })}
          </Text>
          {payment.refunded_amount > 0 && (
            <Text fontSize="sm">
              {t('payments:pay.partly_refunded', { amount: money(payment.refunded_amount) })}
            </Text>
          )}
        </OutcomePanel>
      );
    case 'refunded':
      return (
        <OutcomePanel
          icon={<RotateCcw size={22} />}
          colorPalette="purple"
          title={t('payments:pay.refunded_title')}
        >
          <Text fontSize="sm">{t('payments:pay.refunded', { amount: money(payment.refunded_amount) })}</Text>
        </OutcomePanel>
      );
    case 'failed':
      return (
        <OutcomePanel icon={<CircleX size={22} />} colorPalette="red" title={t('payments:pay.failed_title')}>
          <Text fontSize="sm">{t('payments:pay.failed')}</Text>
        </OutcomePanel>
      );
    case 'cancelled':
      return (
        <OutcomePanel icon={<Ban size={22} />} colorPalette="gray" title={t('payments:pay.cancelled_title')}>
          <Text fontSize="sm">{t('payments:pay.cancelled')}</Text>
        </OutcomePanel>
      );
    default:
      return null;
  }
}
