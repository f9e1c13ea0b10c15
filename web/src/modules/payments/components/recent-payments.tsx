import { Button, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DetailPanel } from '../../../components/detail-panel';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { usePayments } from '../api/list-payments';
import { PaymentStatusBadges } from './payment-badges';

/** The API's smallest page; the panel shows the first few. */
const RECENT_QUERY = { page: 1, per_page: 10, sort: '-created_at' };
const RECENT_SHOWN = 5;

/** The last few payments, each opening its page; the whole list one click away. */
export function RecentPayments() {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const payments = usePayments(RECENT_QUERY);
  const rows = payments.data?.data.slice(0, RECENT_SHOWN);
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
              <Stack gap="1">
                <HStack justify="space-between" gap="3" align="baseline">
                  <LinkOverlay asChild minW="0">
                    <RouterLink to={`/payments/transactions/${payment.id}`}>
                      <Text fontWeight="medium" truncate>
                        {payment.description}
                      </Text>
                    </RouterLink>
                  </LinkOverlay>
                  <Text
                    fontWeight="semibold"
                    fontVariantNumeric="tabular-nums"
                    whiteSpace="nowrap"
                    flexShrink={0}
                  >
                    {formatMoney(payment.amount, payment.currency, locale)}
                  </Text>
                </HStack>
                <HStack justify="space-between" gap="2" flexWrap="wrap">
                  <Text fontSize="xs" color="fg.muted" minW="0" truncate>
                    {[payment.user?.name, formatDateTime(payment.created_at, locale)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <PaymentStatusBadges status={payment.status} flag={payment.flag} />
                </HStack>
              </Stack>
            </LinkBox>
          ))}
        </Stack>
      )}
    </DetailPanel>
  );
}
