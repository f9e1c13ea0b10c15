import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useStaticPageLabels } from './static-page-labels';
import type { StaticPageFilterName } from './static-page-list-config';

/** Type, language and status filters of the pages list (behind the list's Filters button on a phone). */
export function StaticPageFilters({ list }: { list: ListParamsState<StaticPageFilterName> }) {
  const { t } = useTranslation('static-pages');
  const labels = useStaticPageLabels();
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('static-pages:fields.type')}
        allLabel={t('static-pages:filters.all_types')}
        value={filters.type}
        onChange={(value) => list.setFilter('type', value)}
        options={labels.typeOptions}
      />
      <FilterSelect
        label={t('static-pages:fields.language')}
        allLabel={t('static-pages:filters.all_languages')}
        value={filters.language}
        onChange={(value) => list.setFilter('language', value)}
        options={labels.languageOptions}
      />
      <FilterSelect
        label={t('static-pages:fields.is_active')}
        allLabel={t('static-pages:filters.any_status')}
        value={filters.is_active}
        onChange={(value) => list.setFilter('is_active', value)}
        options={labels.statusOptions}
      />
    </>
  );
}
