import { Button, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { exportClubs } from '../api/export-clubs';
import { useClubs } from '../api/list-clubs';
import { ClubFilters } from '../components/club-filters';
import { CLUB_LIST_CONFIG } from '../components/club-list-config';
import { ClubStats } from '../components/club-stats';
import { useClubColumns } from '../components/use-club-columns';

/** /clubs: statistics, a searchable, filtered and sorted list with avatars; member counts stay live. */
export default function ClubsListPage() {
  const { t } = useTranslation(['clubs', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(CLUB_LIST_CONFIG);
  const clubs = useClubs(list.query);
  const columns = useClubColumns();

  return (
    <Stack gap="6">
      <PageHeader
        title={t('clubs:title')}
        description={t('clubs:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('clubs:title') }]}
        actions={
          can('club.create') && (
            <Button asChild colorPalette="blue">
              <RouterLink to="/clubs/create">
                <Plus size={16} aria-hidden="true" />
                {t('clubs:actions.create')}
              </RouterLink>
            </Button>
          )
        }
      />
      <ClubStats />
      <DataTable
        label={t('clubs:title')}
        columns={columns}
        data={clubs.data?.data}
        meta={clubs.data?.meta}
        list={list}
        getRowId={(club) => String(club.id)}
        getRowLabel={(club) => club.name}
        isLoading={clubs.isPending}
        isFetching={clubs.isFetching}
        isError={clubs.isError}
        onRetry={() => void clubs.refetch()}
        searchPlaceholder={t('clubs:search_placeholder')}
        filters={<ClubFilters list={list} />}
        storageKey="clubs"
        exportFormats={['xlsx', 'csv']}
        onExport={(format) => exportClubs(format, list.filterQuery)}
        defaultHiddenColumns={['created_at', 'owner']}
        onRowClick={(club) => navigate(`/clubs/${club.id}`)}
        emptyTitle={t('clubs:empty.title')}
        emptyDescription={t('clubs:empty.description')}
        emptyAction={
          can('club.create') && (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/clubs/create">{t('clubs:actions.create')}</RouterLink>
            </Button>
          )
        }
      />
    </Stack>
  );
}
