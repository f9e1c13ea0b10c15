import type { EmailTemplateListQuery } from '@pickleball/domain';
import type { ListParamsConfig } from '../../../components/data-table/list-params';

/** The list's filters: EmailTemplateListQuerySchema's (domain). */
export type EmailTemplateFilterName = Extract<keyof EmailTemplateListQuery, 'is_active'>;

/** The e-mail templates list in the URL: EmailTemplateListQuerySchema's filter and sort fields, by name first. */
export const EMAIL_TEMPLATE_LIST_CONFIG: ListParamsConfig<EmailTemplateFilterName> = {
  filters: ['is_active'],
  sortFields: ['name', 'created_at', 'updated_at', 'id'] satisfies EmailTemplateListQuery['sort']['field'][],
  defaultSort: 'name',
};
