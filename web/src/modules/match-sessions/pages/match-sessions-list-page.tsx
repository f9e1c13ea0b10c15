import { Button, Stack } from '@chakra-ui/react';
import type { MatchSessionListItem } from '@pickleball/domain';
import { Shuffle } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { useMatchSessions } from '../api/list-match-sessions';
import { SessionFilters } from '../components/session-filters';
import { SESSION_LIST_CONFIG } from '../components/session-list-config';
import { SessionStatsCards } from '../components/session-stats-cards';
import { SessionViews } from '../components/session-views';
import { useSessionColumns } from '../components/use-session-columns';

/**
 * /match-sessions: figures by status, a searchable list of the evenings (latest first, filtered by
 * status, type and days) kept fresh by realtime; a row opens its preview. The calendar is its
 * other view.
 */
export default function MatchSessionsListPage() {
  const { t } = useTranslation(['match-sessions', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(SESSION_LIST_CONFIG);
  const sessions = useMatchSessions(list.query);
  const columns = useSessionColumns();
  const openSession = useCallback(
    (session: MatchSessionListItem) => navigate(`/match-sessions/${session.id}`),
    [navigate],
  );
  const generateButton = (size: 'sm') =>
    can('match.generate') && (
      <Button asChild colorPalette="blue" size={size}>
        <RouterLink to="/match-generator">
          <Shuffle size={16} aria-hidden="true" />
          {t('match-sessions:actions.new_session')}
        </RouterLink>
      </Button>
    );

  return (
    <Stack gap="6">
      <PageHeader
        title={t('match-sessions:title')}
        description={t('match-sessions:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('match-sessions:title') }]}
        actions={<SessionViews current="list" />}
      />
      <SessionStatsCards />
      <DataTable
        label={t('match-sessions:title')}
        columns={columns}
        data={sessions.data?.data}
        meta={sessions.data?.meta}
        list={list}
        getRowId={(session) => String(session.id)}
        getRowLabel={(session) => session.name}
        isLoading={sessions.isPending}
        isFetching={sessions.isFetching}
        isError={sessions.isError}
        onRetry={() => void sessions.refetch()}
        searchPlaceholder={t('match-sessions:search_placeholder')}
        filters={<SessionFilters list={list} />}
        storageKey="match-sessions"
        defaultHiddenColumns={['rounds']}
        onRowClick={openSession}
        emptyTitle={t('match-sessions:empty.title')}
        emptyDescription={t('match-sessions:empty.description')}
        emptyAction={generateButton('sm')}
      />
    </Stack>
  );
}
