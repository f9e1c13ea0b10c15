import type { EmailTemplate } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useListParams } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { TemplateListPage } from '../../../components/template-list-page';
import { useAuth } from '../../../lib/auth';
import { useDeleteEmailTemplate } from '../api/delete-email-template';
import { useEmailTemplates } from '../api/list-email-templates';
import { describeEmailTemplate } from '../components/email-template-labels';
import {
  EMAIL_TEMPLATE_LIST_CONFIG,
  type EmailTemplateFilterName,
} from '../components/email-template-list-config';
import { useEmailTemplateColumns } from '../components/use-email-template-columns';

/** /email-templates: the product's e-mails (editable texts, fixed keys) and added ones. */
export default function EmailTemplatesListPage() {
  const { t } = useTranslation(['email-templates', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(EMAIL_TEMPLATE_LIST_CONFIG);
  const deleteTemplate = useDeleteEmailTemplate();
  return (
    <TemplateListPage<EmailTemplate, EmailTemplateFilterName>
      texts={{
        title: t('email-templates:title'),
        description: t('email-templates:description'),
        create: t('email-templates:actions.create'),
        searchPlaceholder: t('email-templates:search_placeholder'),
        emptyTitle: t('email-templates:empty.title'),
        emptyDescription: t('email-templates:empty.description'),
        deleteTitle: (name) => t('email-templates:delete.title', { name }),
        deleteDescription: t('email-templates:delete.description'),
        deleteDone: (name) => t('email-templates:delete.done', { name }),
      }}
      list={list}
      templates={useEmailTemplates(list.query)}
      useColumns={useEmailTemplateColumns}
      removeTemplate={(id) => deleteTemplate.mutateAsync(id)}
      create={{ permission: 'email-template.create', to: '/email-templates/create' }}
      filters={
        <FilterSelect
          label={t('email-templates:fields.is_active')}
          allLabel={t('email-templates:filters.any_status')}
          value={list.params.filters.is_active}
          onChange={(value) => list.setFilter('is_active', value)}
          options={[
            { value: 'true', label: t('email-templates:status.active') },
            { value: 'false', label: t('email-templates:status.inactive') },
          ]}
        />
      }
      storageKey="email-templates"
      defaultHiddenColumns={['updated_at']}
      rowLabel={(template) => describeEmailTemplate(template, t)}
      onRowClick={
        can('email-template.edit')
          ? (template) => navigate(`/email-templates/${template.id}/edit`)
          : undefined
      }
    />
  );
}
