import { Button, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { useStaticPages } from '../api/list-static-pages';
import { usePageDialogs } from '../components/page-dialogs';
import { StaticPageFilters } from '../components/static-page-filters';
import { STATIC_PAGE_LIST_CONFIG } from '../components/static-page-list-config';
import { useStaticPageColumns } from '../components/use-static-page-columns';

/** /static-pages: the terms and privacy pages in each language, with what the public reads of each. */
export default function StaticPagesListPage() {
  const { t } = useTranslation(['static-pages', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(STATIC_PAGE_LIST_CONFIG);
  const pages = useStaticPages(list.query);
  const dialogs = usePageDialogs();
  const handlers = useMemo(
    () => ({ onDelete: dialogs.askDelete, onToggleStatus: dialogs.askStatus }),
    [dialogs.askDelete, dialogs.askStatus],
  );
  const columns = useStaticPageColumns(handlers);
  const createButton = can('staticpage.create') && (
    <Button asChild colorPalette="blue">
      <RouterLink to="/static-pages/create">
        <Plus size={16} aria-hidden="true" />
        {t('static-pages:actions.create')}
      </RouterLink>
    </Button>
  );
  return (
    <Stack gap="6">
      <PageHeader
        title={t('static-pages:title')}
        description={t('static-pages:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('static-pages:title') }]}
        actions={createButton}
      />
      <DataTable
        label={t('static-pages:title')}
        columns={columns}
        data={pages.data?.data}
        meta={pages.data?.meta}
        list={list}
        getRowId={(page) => String(page.id)}
        getRowLabel={(page) => page.title}
        isLoading={pages.isPending}
        isFetching={pages.isFetching}
        isError={pages.isError}
        onRetry={() => void pages.refetch()}
        searchPlaceholder={t('static-pages:search_placeholder')}
        filters={<StaticPageFilters list={list} />}
        storageKey="static-pages"
        defaultHiddenColumns={['updated_at']}
        onRowClick={(page) => navigate(`/static-pages/${page.id}`)}
        emptyTitle={t('static-pages:empty.title')}
        emptyDescription={t('static-pages:empty.description')}
        emptyAction={createButton}
      />
      {dialogs.dialog}
    </Stack>
  );
}
