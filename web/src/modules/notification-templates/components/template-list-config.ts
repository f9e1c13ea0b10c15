import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const TEMPLATE_FILTERS = ['type', 'category', 'is_active'] as const;
export type TemplateFilterName = (typeof TEMPLATE_FILTERS)[number];

/** The templates list in the URL: TemplateListQuerySchema's filters and sort, by name first. */
export const TEMPLATE_LIST_CONFIG: ListParamsConfig<TemplateFilterName> = {
  filters: TEMPLATE_FILTERS,
  sortFields: ['name', 'created_at', 'updated_at', 'id'],
  defaultSort: 'name',
};
