import type { NotificationTemplate } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useListParams } from '../../../components/data-table/use-list-params';
import { TemplateListPage } from '../../../components/template-list-page';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/list-templates';
import { TemplateFilters } from '../components/template-filters';
import { TEMPLATE_LIST_CONFIG, type TemplateFilterName } from '../components/template-list-config';
import { useTemplateColumns } from '../components/use-template-columns';

/** /notification-templates: reusable messages per channel, in English and Vietnamese. */
export default function TemplatesListPage() {
  const { t } = useTranslation(['notification-templates', 'ui']);
  const navigate = useNavigate();
  const list = useListParams(TEMPLATE_LIST_CONFIG);
  const deleteTemplate = useDeleteTemplate();
  return (
    <TemplateListPage<NotificationTemplate, TemplateFilterName>
      texts={{
        title: t('notification-templates:title'),
        description: t('notification-templates:description'),
        create: t('notification-templates:actions.create'),
        searchPlaceholder: t('notification-templates:search_placeholder'),
        emptyTitle: t('notification-templates:empty.title'),
        emptyDescription: t('notification-templates:empty.description'),
        deleteTitle: (name) => t('notification-templates:delete.title', { name }),
        deleteDescription: t('notification-templates:delete.description'),
        deleteDone: (name) => t('notification-templates:delete.done', { name }),
      }}
      list={list}
      templates={useTemplates(list.query)}
      useColumns={useTemplateColumns}
      removeTemplate={(id) => deleteTemplate.mutateAsync(id)}
      create={{ permission: 'notification.templates.create', to: '/notification-templates/create' }}
      filters={<TemplateFilters list={list} />}
      storageKey="notification-templates"
      defaultHiddenColumns={['variables', 'updated_at']}
      rowLabel={(template) => template.name}
      onRowClick={(template) => navigate(`/notification-templates/${template.id}/preview`)}
    />
  );
}
