import { Button, Stack } from '@chakra-ui/react';
import type { NotificationTemplate } from '@pickleball/domain';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { toaster } from '../../../lib/toaster';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/list-templates';
import { TemplateFilters } from '../components/template-filters';
import { TEMPLATE_LIST_CONFIG } from '../components/template-list-config';
import { useTemplateColumns } from '../components/use-template-columns';

/** /notification-templates: reusable messages per channel, in English and Vietnamese. */
export default function TemplatesListPage() {
  const { t } = useTranslation(['notification-templates', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(TEMPLATE_LIST_CONFIG);
  const templates = useTemplates(list.query);
  const [deleting, setDeleting] = useState<NotificationTemplate | null>(null);
  const onDelete = useCallback((template: NotificationTemplate) => setDeleting(template), []);
  const columns = useTemplateColumns(onDelete);
  const deleteTemplate = useDeleteTemplate();
  const createButton = can('notification.templates.create') && (
    <Button asChild colorPalette="blue">
      <RouterLink to="/notification-templates/create">
        <Plus size={16} aria-hidden="true" />
        {t('notification-templates:actions.create')}
      </RouterLink>
    </Button>
  );
  return (
    <Stack gap="6">
      <PageHeader
        title={t('notification-templates:title')}
        description={t('notification-templates:description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('notification-templates:title') },
        ]}
        actions={createButton}
      />
      <DataTable
        label={t('notification-templates:title')}
        columns={columns}
        data={templates.data?.data}
        meta={templates.data?.meta}
        list={list}
        getRowId={(template) => String(template.id)}
        getRowLabel={(template) => template.name}
        isLoading={templates.isPending}
        isFetching={templates.isFetching}
        isError={templates.isError}
        onRetry={() => void templates.refetch()}
        searchPlaceholder={t('notification-templates:search_placeholder')}
        filters={<TemplateFilters list={list} />}
        storageKey="notification-templates"
        defaultHiddenColumns={['variables', 'updated_at']}
        onRowClick={(template) => navigate(`/notification-templates/${template.id}/preview`)}
        emptyTitle={t('notification-templates:empty.title')}
        emptyDescription={t('notification-templates:empty.description')}
        emptyAction={createButton}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('notification-templates:delete.title', { name: deleting?.name ?? '' })}
        description={t('notification-templates:delete.description')}
        irreversible
        onConfirm={async () => {
          if (!deleting) return;
          await deleteTemplate.mutateAsync(deleting.id);
          toaster.success({ title: t('notification-templates:delete.done', { name: deleting.name }) });
        }}
      />
    </Stack>
  );
}
