import { Button } from '@chakra-ui/react';
import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { DateRangeFilter } from '../../../components/filters/date-range-filter';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useTournamentLabels } from './tournament-labels';
import type { TournamentFilterName } from './tournament-list-config';

/** Status, type, format, public, free, active, dates and archived filters of the tournaments list. */
export function TournamentFilters({ list }: { list: ListParamsState<TournamentFilterName> }) {
  const { t } = useTranslation('tournaments');
  const labels = useTournamentLabels();
  const { filters } = list.params;
  const yesNo = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  const isArchived = filters.archived === 'true';
  return (
    <>
      <FilterSelect
        label={t('tournaments:fields.status')}
        allLabel={t('tournaments:filters.all_statuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={labels.statusOptions}
      />
      <FilterSelect
        label={t('tournaments:fields.type')}
        allLabel={t('tournaments:filters.all_types')}
        value={filters.type}
        onChange={(value) => list.setFilter('type', value)}
        options={labels.typeOptions}
      />
      <FilterSelect
        label={t('tournaments:fields.format')}
        allLabel={t('tournaments:filters.all_formats')}
        value={filters.format}
        onChange={(value) => list.setFilter('format', value)}
        options={labels.formatOptions}
      />
      <FilterSelect
        label={t('tournaments:filters.visibility')}
        allLabel={t('tournaments:filters.any_visibility')}
        value={filters.is_public}
        onChange={(value) => list.setFilter('is_public', value)}
        options={yesNo(t('tournaments:filters.public'), t('tournaments:filters.private'))}
      />
      <FilterSelect
        label={t('tournaments:filters.fee')}
        allLabel={t('tournaments:filters.any_fee')}
        value={filters.is_free}
        onChange={(value) => list.setFilter('is_free', value)}
        options={yesNo(t('tournaments:filters.free'), t('tournaments:filters.paid'))}
      />
      <FilterSelect
        label={t('tournaments:fields.is_active')}
        allLabel={t('tournaments:filters.any_activity')}
        value={filters.is_active}
        onChange={(value) => list.setFilter('is_active', value)}
        options={yesNo(t('tournaments:filters.active'), t('tournaments:filters.inactive'))}
      />
      <DateRangeFilter
        label={t('tournaments:filters.dates')}
        from={filters.from}
        to={filters.to}
        onChange={({ from, to }) => list.setFilters({ from, to })}
      />
      <Button
        size="sm"
        variant={isArchived ? 'solid' : 'outline'}
        colorPalette={isArchived ? 'purple' : 'gray'}
        aria-pressed={isArchived}
        onClick={() => list.setFilter('archived', isArchived ? undefined : 'true')}
      >
        <Archive size={14} aria-hidden="true" />
        {t('tournaments:filters.archived')}
      </Button>
    </>
  );
}
