import { Button, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { usePayments } from '../api/list-payments';
import { DetailPanel } from './detail-panel';
import { formatMoney } from './money';
import { PaymentStatusBadges } from './payment-badges';

const RECENT_QUERY = { page: 1, per_page: 5, sort: '-created_at' };

/** The last few payments, each opening its page; the whole list one click away. */
export function RecentPayments() {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const payments = usePayments(RECENT_QUERY);
  const rows = payments.data?.data;
  return (
    <DetailPanel
      title={t('payments:dashboard.recent')}
      action={
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/payments/transactions">{t('payments:actions.view_all')}</RouterLink>
        </Button>
      }
    >
      {payments.isError ? (
        <HStack justify="space-between" flexWrap="wrap">
          <Text fontSize="sm" color="fg.error">
            {t('payments:dashboard.recent_failed')}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void payments.refetch()}>
            {t('payments:actions.retry_load')}
          </Button>
        </HStack>
      ) : !rows ? (
        <Stack gap="2" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="12" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('payments:dashboard.recent_none')}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {rows.map((payment) => (
            <LinkBox
              as="li"
              key={payment.id}
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="2"
              _hover={{ bg: 'bg.muted' }}
            >
              <HStack justify="space-between" gap="3" align="flex-start">
                <Stack gap="0" minW="0">
                  <LinkOverlay asChild>
                    <RouterLink to={`/payments/transactions/${payment.id}`}>
                      <Text fontWeight="medium" truncate>
                        {payment.description}
                      </Text>
                    </RouterLink>
                  </LinkOverlay>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {[payment.user?.name, formatDateTime(payment.created_at, locale)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Stack gap="1" align="flex-end" flexShrink={0}>
                  <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    {formatMoney(payment.amount, payment.currency, locale)}
                  </Text>
                  <PaymentStatusBadges status={payment.status} flag={payment.flag} />
                </Stack>
              </HStack>
            </LinkBox>
          ))}
        </Stack>
      )}
    </DetailPanel>
  );
}
