import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Registration } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDecimal } from '../../../../lib/format';
import { formatMoney } from '../../../../lib/money';
import { PaymentStatusBadge, RegistrationStatusBadge } from '../tournament-badges';
import { type RegistrationDialogState, RegistrationRowActions } from './registration-row-actions';

const DASH = <Text color="fg.muted">—</Text>;

/** Written out in full so the catalog check finds each key. */
const PARTNER_STATUS_KEYS = {
  invited: 'tournaments:registrations.partner_invited',
  confirmed: 'tournaments:registrations.partner_confirmed',
  declined: 'tournaments:registrations.partner_declined',
} as const;

/** The entries table's columns; ids are the API's sort fields. */
export function useRegistrationColumns(
  isDrawn: boolean,
  onOpen: (state: RegistrationDialogState) => void,
): ColumnDef<Registration>[] {
  const { t, i18n } = useTranslation('tournaments');
  const locale = i18n.language;
  return useMemo<ColumnDef<Registration>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableHiding: false,
        meta: { card: 'title', label: t('tournaments:registration_fields.player') },
        cell: ({ row }) => {
          const { player, partner, partner_status: partnerStatus } = row.original;
          return (
            <Stack gap="0" minW="48">
              <Text fontWeight="medium">{player.name}</Text>
              {partner && (
                <HStack gap="1" flexWrap="wrap">
                  <Text>{partner.name}</Text>
                  {partnerStatus && partnerStatus !== 'confirmed' && (
                    <Badge
                      size="sm"
                      colorPalette={partnerStatus === 'declined' ? 'red' : 'orange'}
                      variant="outline"
                    >
                      {t(PARTNER_STATUS_KEYS[partnerStatus])}
                    </Badge>
                  )}
                </HStack>
              )}
            </Stack>
          );
        },
      },
      {
        id: 'status',
        accessorKey: 'status',
        meta: { card: 'status', label: t('tournaments:registration_fields.status') },
        cell: ({ row }) => (
          <HStack gap="1" flexWrap="wrap">
            <RegistrationStatusBadge status={row.original.status} />
            {row.original.waitlist_position !== null && (
              <Text fontSize="sm" color="fg.muted">
                {t('tournaments:registrations.in_line', { position: row.original.waitlist_position })}
              </Text>
            )}
          </HStack>
        ),
      },
      {
        id: 'payment_status',
        enableSorting: false,
        meta: { card: 'subtitle', label: t('tournaments:registration_fields.payment_status') },
        cell: ({ row }) => {
          const { payment } = row.original;
          return (
            <HStack gap="1" flexWrap="wrap">
              <PaymentStatusBadge status={row.original.payment_status} />
              {payment && (
                <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                  {formatMoney(payment.amount, payment.currency, locale)}
                </Text>
              )}
            </HStack>
          );
        },
      },
      {
        id: 'dupr_rating',
        accessorKey: 'dupr_rating',
        meta: { card: 'body', label: t('tournaments:registration_fields.dupr_rating'), align: 'end' },
        cell: ({ row }) =>
          row.original.dupr_rating === null ? DASH : formatDecimal(row.original.dupr_rating, locale, 3),
      },
      {
        id: 'seed',
        accessorKey: 'seed',
        meta: { card: 'body', label: t('tournaments:registration_fields.seed'), align: 'end' },
        cell: ({ row }) => row.original.seed ?? DASH,
      },
      {
        id: 'final_place',
        accessorKey: 'final_place',
        meta: { card: 'body', label: t('tournaments:registration_fields.final_place'), align: 'end' },
        cell: ({ row }) => row.original.final_place ?? DASH,
      },
      {
        id: 'registered_at',
        accessorKey: 'registered_at',
        meta: { card: 'hidden', label: t('tournaments:registration_fields.registered_at') },
        cell: ({ row }) => (
          <Box>
            <Text whiteSpace="nowrap">{formatDateTime(row.original.registered_at, locale)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {row.original.registered_by
                ? t('tournaments:registrations.by_staff', { name: row.original.registered_by.name })
                : t('tournaments:registrations.by_player')}
            </Text>
          </Box>
        ),
      },
      {
        id: 'notes',
        enableSorting: false,
        meta: { card: 'hidden', label: t('tournaments:registration_fields.notes') },
        cell: ({ row }) =>
          row.original.notes ? (
            <Text lineClamp={2} maxW="xs">
              {row.original.notes}
            </Text>
          ) : (
            DASH
          ),
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { width: '12' },
        cell: ({ row }) => (
          <RegistrationRowActions registration={row.original} isDrawn={isDrawn} onOpen={onOpen} />
        ),
      },
    ],
    [t, locale, isDrawn, onOpen],
  );
}
