import { Button, Stack } from '@chakra-ui/react';
import type { EmailTemplate } from '@pickleball/domain';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { toaster } from '../../../lib/toaster';
import { useDeleteEmailTemplate } from '../api/delete-email-template';
import { useEmailTemplates } from '../api/list-email-templates';
import { EMAIL_TEMPLATE_LIST_CONFIG } from '../components/email-template-list-config';
import { useEmailTemplateColumns } from '../components/use-email-template-columns';

/** /email-templates: the product's e-mails (editable texts, fixed keys) and added ones. */
export default function EmailTemplatesListPage() {
  const { t } = useTranslation(['email-templates', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(EMAIL_TEMPLATE_LIST_CONFIG);
  const templates = useEmailTemplates(list.query);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const onDelete = useCallback((template: EmailTemplate) => setDeleting(template), []);
  const columns = useEmailTemplateColumns(onDelete);
  const deleteTemplate = useDeleteEmailTemplate();
  const createButton = can('email-template.create') && (
    <Button asChild colorPalette="blue">
      <RouterLink to="/email-templates/create">
        <Plus size={16} aria-hidden="true" />
        {t('email-templates:actions.create')}
      </RouterLink>
    </Button>
  );
  return (
    <Stack gap="6">
      <PageHeader
        title={t('email-templates:title')}
        description={t('email-templates:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('email-templates:title') }]}
        actions={createButton}
      />
      <DataTable
        label={t('email-templates:title')}
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
        searchPlaceholder={t('email-templates:search_placeholder')}
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
        onRowClick={
          can('email-template.edit')
            ? (template) => navigate(`/email-templates/${template.id}/edit`)
            : undefined
        }
        emptyTitle={t('email-templates:empty.title')}
        emptyDescription={t('email-templates:empty.description')}
        emptyAction={createButton}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('email-templates:delete.title', { name: deleting?.name ?? '' })}
        description={t('email-templates:delete.description')}
        irreversible
        onConfirm={async () => {
          if (!deleting) return;
          await deleteTemplate.mutateAsync(deleting.id);
          toaster.success({ title: t('email-templates:delete.done', { name: deleting.name }) });
        }}
      />
    </Stack>
  );
}
