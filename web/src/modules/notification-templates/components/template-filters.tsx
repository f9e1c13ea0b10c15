import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { useTemplateLabels } from './template-labels';
import type { TemplateFilterName } from './template-list-config';

/** Channel, category and active filters of the templates list. */
export function TemplateFilters({ list }: { list: ListParamsState<TemplateFilterName> }) {
  const { t } = useTranslation('notification-templates');
  const labels = useTemplateLabels();
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('notification-templates:fields.type')}
        allLabel={t('notification-templates:filters.all_types')}
        value={filters.type}
        onChange={(value) => list.setFilter('type', value)}
        options={labels.typeOptions}
      />
      <FilterSelect
        label={t('notification-templates:fields.category')}
        allLabel={t('notification-templates:filters.all_categories')}
        value={filters.category}
        onChange={(value) => list.setFilter('category', value)}
        options={labels.categoryOptions}
      />
      <FilterSelect
        label={t('notification-templates:fields.is_active')}
        allLabel={t('notification-templates:filters.any_status')}
        value={filters.is_active}
        onChange={(value) => list.setFilter('is_active', value)}
        options={labels.activeOptions}
      />
    </>
  );
}
