import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { usePaymentLabels } from './payment-labels';
import type { GatewayFilterName } from './payment-list-config';

/** Provider and status filters of the gateways list. */
export function GatewayFilters({ list }: { list: ListParamsState<GatewayFilterName> }) {
  const { t } = useTranslation('payments');
  const labels = usePaymentLabels();
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('payments:fields.provider')}
        allLabel={t('payments:filters.all_providers')}
        value={filters.provider}
        onChange={(value) => list.setFilter('provider', value)}
        options={labels.providerOptions}
      />
      <FilterSelect
        label={t('payments:fields.gateway_status')}
        allLabel={t('payments:filters.any_gateway_status')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={labels.gatewayStatusOptions}
      />
    </>
  );
}
