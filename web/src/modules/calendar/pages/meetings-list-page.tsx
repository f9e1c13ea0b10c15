import { Button, HStack, Stack } from '@chakra-ui/react';
import type { MeetingSummary } from '@pickleball/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { toaster } from '../../../lib/toaster';
import { downloadMeetingIcs } from '../api/download-meeting-ics';
import { meetingQueryOptions } from '../api/get-meeting';
import { useMeetings } from '../api/list-meetings';
import { useMeetingActions } from '../api/meeting-actions';
import { MeetingFilters } from '../components/meeting-filters';
import { defaultSlot } from '../components/meeting-form-values';
import { MEETING_LIST_CONFIG } from '../components/meeting-list-config';
import { type MeetingRowHandlers, useMeetingColumns } from '../components/use-meeting-columns';
import { useMeetingPanels } from '../components/use-meeting-panels';

/**
 * /calendar/meetings: the meetings as series (a weekly training is one row, with its next
 * occurrence), searched, filtered and sorted; a row opens the same details and form as the calendar.
 */
export default function MeetingsListPage() {
  const { t } = useTranslation(['calendar', 'ui']);
  const queryClient = useQueryClient();
  const list = useListParams(MEETING_LIST_CONFIG);
  const meetings = useMeetings(list.query);
  const panels = useMeetingPanels();
  const actions = useMeetingActions();
  const [toDelete, setToDelete] = useState<MeetingSummary | null>(null);

  const { openDetails, openEdit, openCreate } = panels;
  const handlers = useMemo<MeetingRowHandlers>(
    () => ({
      onView: (meeting) => openDetails(meeting.id, null),
      onEdit: (meeting) => {
        void queryClient
          .fetchQuery(meetingQueryOptions(meeting.id))
          .then((full) => openEdit(full, null))
          .catch((error: unknown) =>
            toaster.error({
              title: error instanceof Error ? error.message : t('calendar:detail.load_failed'),
            }),
          );
      },
      onDownload: (meeting) => void downloadMeetingIcs(meeting.id),
      onDelete: setToDelete,
    }),
    [openDetails, openEdit, queryClient, t],
  );
  const columns = useMeetingColumns(handlers);

  return (
    <Stack gap="6">
      <PageHeader
        title={t('calendar:meetings.title')}
        description={t('calendar:meetings.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('calendar:title'), to: '/calendar' },
          { label: t('calendar:meetings.title') },
        ]}
        actions={
          <HStack gap="2">
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/calendar">
                <CalendarDays aria-hidden="true" />
                {t('calendar:title')}
              </RouterLink>
            </Button>
            <Button colorPalette="blue" size="sm" onClick={() => openCreate(defaultSlot(new Date()))}>
              <Plus aria-hidden="true" />
              {t('calendar:actions.new')}
            </Button>
          </HStack>
        }
      />
      <DataTable
        label={t('calendar:meetings.title')}
        columns={columns}
        data={meetings.data?.data}
        meta={meetings.data?.meta}
        list={list}
        getRowId={(meeting) => String(meeting.id)}
        getRowLabel={(meeting) => meeting.title}
        isLoading={meetings.isPending}
        isFetching={meetings.isFetching}
        isError={meetings.isError}
        onRetry={() => void meetings.refetch()}
        searchPlaceholder={t('calendar:filters.search')}
        filters={<MeetingFilters list={list} />}
        storageKey="calendar-meetings"
        defaultHiddenColumns={['organizer']}
        onRowClick={(meeting) => openDetails(meeting.id, null)}
        emptyTitle={t('calendar:meetings.empty_title')}
        emptyDescription={t('calendar:meetings.empty_description')}
        emptyAction={
          <Button size="sm" colorPalette="blue" onClick={() => openCreate(defaultSlot(new Date()))}>
            {t('calendar:actions.new')}
          </Button>
        }
      />
      {panels.panels}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('calendar:delete.title', { title: toDelete?.title ?? '' })}
        description={
          toDelete?.recurrence ? t('calendar:delete.description_recurring') : t('calendar:delete.description')
        }
        irreversible
        confirmLabel={t('calendar:actions.delete')}
        onConfirm={async () => {
          if (toDelete) await actions.remove.mutateAsync(toDelete.id);
        }}
      />
    </Stack>
  );
}
