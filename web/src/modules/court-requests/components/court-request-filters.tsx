import { Button } from '@chakra-ui/react';
import { COURT_REQUEST_STATUSES } from '@pickleball/domain';
import { AlarmClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { COURT_REQUEST_STATUS_LABELS } from './court-request-labels';
import { type CourtRequestFilterName, URGENT_FIRST_SORT } from './court-request-list-config';

/** Status and urgency filters, and the "urgent first" order, of the court requests list. */
export function CourtRequestFilters({ list }: { list: ListParamsState<CourtRequestFilterName> }) {
  const { t } = useTranslation('court-requests');
  const { filters, sort } = list.params;
  const isUrgentFirst = sort === URGENT_FIRST_SORT;
  return (
    <>
      <FilterSelect
        label={t('court-requests:fields.status')}
        allLabel={t('court-requests:filters.all_statuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={COURT_REQUEST_STATUSES.map((status) => ({
          value: status,
          label: t(COURT_REQUEST_STATUS_LABELS[status]),
        }))}
      />
      <FilterSelect
        label={t('court-requests:fields.urgent')}
        allLabel={t('court-requests:filters.any_urgency')}
        value={filters.urgent}
        onChange={(value) => list.setFilter('urgent', value)}
        options={[
          { value: 'true', label: t('court-requests:filters.urgent_only') },
          { value: 'false', label: t('court-requests:filters.not_urgent') },
        ]}
      />
      <Button
        size="sm"
        variant={isUrgentFirst ? 'solid' : 'outline'}
        colorPalette={isUrgentFirst ? 'red' : 'gray'}
        aria-pressed={isUrgentFirst}
        onClick={() => list.setSort(isUrgentFirst ? null : URGENT_FIRST_SORT)}
        width={{ base: 'full', md: 'auto' }}
      >
        <AlarmClock size={14} aria-hidden="true" />
        {t('court-requests:urgent_first')}
      </Button>
    </>
  );
}
