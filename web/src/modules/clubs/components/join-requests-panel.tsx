import { Box, Button, Field, HStack, Stack, type StackProps, Text, Textarea } from '@chakra-ui/react';
import type { Club, JoinRequest } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Check, CheckCheck, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/filters/filter-select';
import { formatDateTime } from '../../../lib/format';
import { useJoinRequests } from '../api/list-join-requests';
import { useProcessJoinRequest } from '../api/process-join-requests';
import { JoinRequestStatusBadge } from './club-badges';
import { useClubLabels } from './club-labels';
import { useLocalListParams } from './use-local-list-params';

const REQUEST_LIST = { filters: ['status'] as const, defaultPageSize: 25 };
/** RejectJoinInputSchema's limit. */
const REASON_MAX = 1000;

function RequestButtons({
  request,
  onApprove,
  onReject,
  ...stack
}: {
  request: JoinRequest;
  onApprove: (decision: { action: 'approve'; requestId: number }) => void;
  onReject: (request: JoinRequest) => void;
} & StackProps) {
  const { t } = useTranslation('clubs');
  return (
    <HStack gap="2" justify="flex-end" {...stack}>
      <Button
        size="xs"
        colorPalette="green"
        onClick={() => onApprove({ action: 'approve', requestId: request.id })}
        aria-label={t('clubs:requests.approve_named', { name: request.user.name })}
      >
        <Check size={14} aria-hidden="true" />
        {t('clubs:requests.approve')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        onClick={() => onReject(request)}
        aria-label={t('clubs:requests.reject_named', { name: request.user.name })}
      >
        <X size={14} aria-hidden="true" />
        {t('clubs:requests.reject')}
      </Button>
    </HStack>
  );
}

/**
 * Join requests (SPEC §3 "Join request"): pending ones first by default, with who asked, when,
 * their message; approve one, reject one with an optional reason, or tick several and approve
 * them at once. Answered ones show when and by whom, and the reason of a rejection.
 */
export function JoinRequestsPanel({ club }: { club: Club }) {
  const { t, i18n } = useTranslation(['clubs', 'ui']);
  const labels = useClubLabels();
  const list = useLocalListParams(REQUEST_LIST);
  // Pending unless the user chose otherwise ('' = every status).
  const status = list.params.filters.status ?? 'pending';
  const query = { ...list.query, status: status === 'all' ? undefined : status };
  const requests = useJoinRequests(club.id, query);
  const process = useProcessJoinRequest(club.id);
  const [rejecting, setRejecting] = useState<JoinRequest | null>(null);
  const [shownReject, setShownReject] = useState<JoinRequest | null>(null);
  const [reason, setReason] = useState('');
  const locale = i18n.language;

  const openReject = useCallback((request: JoinRequest) => {
    setReason('');
    setRejecting(request);
    setShownReject(request);
  }, []);
  const approve = process.mutate;

  const columns = useMemo<ColumnDef<JoinRequest>[]>(
    () => [
      {
        id: 'user',
        enableSorting: false,
        enableHiding: false,
        meta: { card: 'title', label: t('clubs:requests.user') },
        cell: ({ row }) => (
          <Box minW="40" maxW="xs">
            <Text fontWeight="medium">{row.original.user.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              @{row.original.user.username}
            </Text>
            {row.original.message && (
              <Text fontSize="sm" color="fg.muted" fontStyle="italic" lineClamp={3} mt="1">
                “{row.original.message}”
              </Text>
            )}
            {/* Below lg (a phone's card, a tablet's table that scrolls sideways) the answer buttons come with the name. */}
            {row.original.status === 'pending' && (
              <RequestButtons
                request={row.original}
                onApprove={approve}
                onReject={openReject}
                display={{ base: 'flex', lg: 'none' }}
                mt="2"
                justify="flex-start"
              />
            )}
          </Box>
        ),
      },
      {
        id: 'requested_at',
        enableSorting: false,
        meta: { card: 'body', label: t('clubs:requests.requested_at') },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{formatDateTime(row.original.requested_at, locale)}</Text>
        ),
      },
      {
        id: 'status',
        enableSorting: false,
        meta: { card: 'status', label: t('clubs:requests.status_label') },
        cell: ({ row }) => <JoinRequestStatusBadge status={row.original.status} />,
      },
      {
        id: 'processed',
        enableSorting: false,
        meta: { card: 'body', label: t('clubs:requests.processed') },
        cell: ({ row }) =>
          row.original.processed_at ? (
            <Box minW="40" maxW="xs">
              <Text whiteSpace="nowrap">{formatDateTime(row.original.processed_at, locale)}</Text>
              {row.original.processed_by && (
                <Text fontSize="xs" color="fg.muted">
                  {t('clubs:requests.processed_by', { name: row.original.processed_by.name })}
                </Text>
              )}
              {row.original.reason && (
                <Text fontSize="xs" color="fg.muted" fontStyle="italic" lineClamp={2}>
                  {t('clubs:requests.reason_shown', { reason: row.original.reason })}
                </Text>
              )}
            </Box>
          ) : (
            <Text color="fg.muted">—</Text>
          ),
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('clubs:fields.actions'), align: 'end' },
        header: () => <Text srOnly>{t('clubs:fields.actions')}</Text>,
        cell: ({ row }) =>
          row.original.status === 'pending' && (
            <RequestButtons
              request={row.original}
              onApprove={approve}
              onReject={openReject}
              display={{ base: 'none', lg: 'flex' }}
            />
          ),
      },
    ],
    [t, locale, approve, openReject],
  );

  return (
    <Stack gap="4">
      <DataTable
        label={t('clubs:requests.title')}
        columns={columns}
        data={requests.data?.data}
        meta={requests.data?.meta}
        list={list}
        getRowId={(request) => String(request.id)}
        getRowLabel={(request) => request.user.name}
        isLoading={requests.isPending}
        isFetching={requests.isFetching}
        isError={requests.isError}
        onRetry={() => void requests.refetch()}
        searchPlaceholder={false}
        filters={
          <FilterSelect
            label={t('clubs:requests.status_label')}
            allLabel={t('clubs:requests.all_statuses')}
            // 'all' is this page's own word for "no filter": pending is the default.
            value={status === 'all' ? undefined : status}
            onChange={(value) => list.setFilter('status', value ?? 'all')}
            options={labels.requestStatusOptions}
          />
        }
        enableRowSelection={(request) => request.status === 'pending'}
        bulkActions={(selected, clearSelection) => (
          <Button
            size="sm"
            colorPalette="green"
            loading={process.isPending}
            onClick={() =>
              process.mutate(
                { action: 'bulk_approve', requestIds: selected.map((request) => request.id) },
                { onSuccess: clearSelection },
              )
            }
          >
            <CheckCheck size={14} aria-hidden="true" />
            {t('clubs:requests.approve_selected', { count: selected.length })}
          </Button>
        )}
        emptyTitle={status === 'pending' ? t('clubs:requests.empty_pending') : t('clubs:requests.empty')}
      />
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('clubs:requests.reject_title', { name: shownReject?.user.name ?? '' })}
        description={t('clubs:requests.reject_description')}
        confirmLabel={t('clubs:requests.reject')}
        onConfirm={() =>
          process.mutateAsync({
            action: 'reject',
            requestId: shownReject?.id ?? 0,
            reason: reason.trim() || null,
          })
        }
      >
        <Field.Root>
          <Field.Label>{t('clubs:requests.reason')}</Field.Label>
          <Textarea
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REASON_MAX}
            rows={3}
            placeholder={t('clubs:requests.reason_placeholder')}
          />
          <Field.HelperText>{t('clubs:requests.reason_help')}</Field.HelperText>
        </Field.Root>
      </ConfirmDialog>
    </Stack>
  );
}
