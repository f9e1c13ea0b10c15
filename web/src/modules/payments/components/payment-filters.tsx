import { Badge, CloseButton, HStack } from '@chakra-ui/react';
import { PAYMENT_CURRENCIES, type PaymentCurrency } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { DateRangeFilter } from '../../../components/filters/date-range-filter';
import { FilterSelect } from '../../../components/filters/filter-select';
import { usePaymentFilters } from '../api/get-payment-filters';
import { AmountRangeFilter } from './amount-range-filter';
import { PROVIDER_NAMES, usePaymentLabels, usePurposeLabel } from './payment-labels';
import type { PaymentFilterName } from './payment-list-config';

const isCurrency = (value: string | undefined): value is PaymentCurrency =>
  (PAYMENT_CURRENCIES as readonly string[]).includes(value ?? '');

/**
 * Status, gateway, currency, purpose, flag, date and amount filters of the transactions list. The
 * payer filter comes from a link (a payer's other payments) and shows as a chip to clear.
 */
export function PaymentFilters({
  list,
  payerName,
}: {
  list: ListParamsState<PaymentFilterName>;
  /** The filtered payer's name, when the rows shown tell it. */
  payerName?: string;
}) {
  const { t } = useTranslation('payments');
  const labels = usePaymentLabels();
  const purposeLabel = usePurposeLabel();
  const choices = usePaymentFilters().data?.data;
  const { filters } = list.params;
  const currency = isCurrency(filters.currency) ? filters.currency : undefined;
  return (
    <>
      <FilterSelect
        label={t('payments:fields.status')}
        allLabel={t('payments:filters.all_statuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={labels.statusOptions}
      />
      <FilterSelect
        label={t('payments:fields.gateway')}
        allLabel={t('payments:filters.all_gateways')}
        value={filters.gateway_id}
        onChange={(value) => list.setFilter('gateway_id', value)}
        options={(choices?.gateways ?? []).map((gateway) => ({
          value: String(gateway.id),
          label: `${gateway.name} (${PROVIDER_NAMES[gateway.provider]})`,
        }))}
      />
      <FilterSelect
        label={t('payments:fields.currency')}
        allLabel={t('payments:filters.all_currencies')}
        value={filters.currency}
        width={{ base: 'full', md: '36' }}
        // Amounts of another currency mean something else: the amount range goes with it.
        onChange={(value) =>
          list.setFilters({ currency: value, amount_min: undefined, amount_max: undefined })
        }
        options={(choices?.currencies ?? PAYMENT_CURRENCIES).map((value) => ({ value, label: value }))}
      />
      {(choices?.purposes.length ?? 0) > 1 && (
        <FilterSelect
          label={t('payments:fields.purpose')}
          allLabel={t('payments:filters.all_purposes')}
          value={filters.purpose}
          onChange={(value) => list.setFilter('purpose', value)}
          options={(choices?.purposes ?? []).map((value) => ({ value, label: purposeLabel(value) }))}
        />
      )}
      <FilterSelect
        label={t('payments:fields.flag')}
        allLabel={t('payments:filters.any_flag')}
        value={filters.flagged}
        onChange={(value) => list.setFilter('flagged', value)}
        options={labels.flaggedOptions}
      />
      <DateRangeFilter
        label={t('payments:fields.created_at')}
        from={filters.from}
        to={filters.to}
        onChange={({ from, to }) => list.setFilters({ from, to })}
      />
      <AmountRangeFilter
        currency={currency}
        min={filters.amount_min}
        max={filters.amount_max}
        onChange={(range) => list.setFilters(range)}
      />
      {filters.user_id && (
        <HStack>
          <Badge size="lg" variant="subtle" colorPalette="blue" pe="0">
            {t('payments:filters.payer_chip', { name: payerName ?? `#${filters.user_id}` })}
            <CloseButton
              size="2xs"
              aria-label={t('payments:filters.clear_payer')}
              onClick={() => list.setFilter('user_id', undefined)}
            />
          </Badge>
        </HStack>
      )}
    </>
  );
}
