import { Button, Stack } from '@chakra-ui/react';
import { isPairEvent, type Tournament } from '@pickleball/domain';
import { UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../../components/filters/filter-select';
import { useAuth } from '../../../../lib/auth';
import { exportRegistrations } from '../../api/export-registrations';
import { useRegistrations } from '../../api/list-registrations';
import { useTournamentLabels } from '../tournament-labels';
import { AddEntryDialog } from './add-entry-dialog';
import { RegistrationDialogs } from './registration-dialogs';
import { REGISTRATION_LIST_CONFIG } from './registration-list-config';
import type { RegistrationDialogState } from './registration-row-actions';
import { RegistrationStats } from './registration-stats';
import { useRegistrationColumns } from './use-registration-columns';

/** Tournaments whose entries may still change (the server checks the window again). */
const OPEN_FOR_ENTRIES = new Set(['draft', 'registration_open', 'registration_closed']);

/**
 * The entries: figures, the list with statuses and payment statuses (search, filters, sort,
 * export), adding a player or a pair, and each entry's steps (approve, waitlist and promote,
 * cancel, refund, notes and rating). Live through the page's tournaments room.
 */
export function RegistrationsTab({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(['tournaments', 'ui']);
  const labels = useTournamentLabels();
  const { can } = useAuth();
  const list = useListParams(REGISTRATION_LIST_CONFIG);
  const registrations = useRegistrations(tournament.id, list.query);
  const [dialog, setDialog] = useState<RegistrationDialogState | null>(null);
  const [adding, setAdding] = useState(false);
  const onOpen = useCallback((state: RegistrationDialogState) => setDialog(state), []);
  const columns = useRegistrationColumns(tournament.has_bracket, onOpen);
  const canAdd = can('tournament.edit') && OPEN_FOR_ENTRIES.has(tournament.status) && !tournament.is_archived;
  const addLabel = isPairEvent(tournament.type)
    ? t('tournaments:registrations.add_pair')
    : t('tournaments:registrations.add_player');
  return (
    <Stack gap="5">
      <RegistrationStats tournament={tournament} />
      <DataTable
        label={t('tournaments:tabs.registrations')}
        columns={columns}
        data={registrations.data?.data}
        meta={registrations.data?.meta}
        list={list}
        getRowId={(registration) => String(registration.id)}
        getRowLabel={(registration) => registration.name}
        isLoading={registrations.isPending}
        isFetching={registrations.isFetching}
        isError={registrations.isError}
        onRetry={() => void registrations.refetch()}
        searchPlaceholder={t('tournaments:registrations.search_placeholder')}
        filters={
          <>
            <FilterSelect
              label={t('tournaments:registration_fields.status')}
              allLabel={t('tournaments:filters.all_statuses')}
              value={list.params.filters.status}
              onChange={(value) => list.setFilter('status', value)}
              options={labels.registrationStatusOptions}
            />
            <FilterSelect
              label={t('tournaments:registration_fields.payment_status')}
              allLabel={t('tournaments:registrations.any_payment')}
              value={list.params.filters.payment_status}
              onChange={(value) => list.setFilter('payment_status', value)}
              options={labels.paymentStatusOptions}
            />
          </>
        }
        toolbarActions={
          canAdd && (
            <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
              <UserPlus size={16} aria-hidden="true" />
              {addLabel}
            </Button>
          )
        }
        storageKey="tournament-registrations"
        defaultHiddenColumns={[
          'registered_at',
          'notes',
          ...(tournament.status === 'completed' ? [] : ['final_place']),
        ]}
        exportFormats={['xlsx', 'csv']}
        onExport={(format) => exportRegistrations(tournament.id, format, list.filterQuery)}
        emptyTitle={t('tournaments:registrations.empty_title')}
        emptyDescription={t('tournaments:registrations.empty_description')}
        emptyAction={
          canAdd && (
            <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
              {addLabel}
            </Button>
          )
        }
      />
      <AddEntryDialog tournament={tournament} open={adding} onClose={() => setAdding(false)} />
      <RegistrationDialogs tournament={tournament} state={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
