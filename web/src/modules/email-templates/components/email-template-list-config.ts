import type { ListParamsConfig } from '../../../components/data-table/list-params';

export type EmailTemplateFilterName = 'is_active';

/** The e-mail templates list in the URL: TemplateListQuerySchema without type and category (the server's), by name first. */
export const EMAIL_TEMPLATE_LIST_CONFIG: ListParamsConfig<EmailTemplateFilterName> = {
  filters: ['is_active'],
  sortFields: ['name', 'created_at', 'updated_at', 'id'],
  defaultSort: 'name',
};
