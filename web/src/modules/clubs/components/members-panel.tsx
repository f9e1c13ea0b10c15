import { Box, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import type { Club, ClubMember } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Crown, MoreHorizontal, ShieldCheck, User, UserMinus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { formatDate } from '../../../lib/format';
import { useChangeMemberRole } from '../api/change-member-role';
import { useClubMembers } from '../api/list-club-members';
import { useRemoveClubMember } from '../api/remove-club-member';
import { useTransferClubOwnership } from '../api/transfer-club-ownership';
import { AddMemberForm } from './add-member-form';
import { ClubRoleBadge } from './club-badges';
import { useLocalListParams } from './use-local-list-params';

const MEMBERS_LIST = { defaultPageSize: 25 };

type PendingAction = { kind: 'transfer' | 'remove'; member: ClubMember } | null;

function MemberActions({
  member,
  onChangeRole,
  onAsk,
}: {
  member: ClubMember;
  onChangeRole: (member: ClubMember, role: 'admin' | 'member') => void;
  onAsk: (action: NonNullable<PendingAction>) => void;
}) {
  const { t } = useTranslation(['clubs', 'ui']);
  // The owner is changed only by a transfer to someone else, and cannot be removed.
  if (member.role === 'owner') return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('ui:table.row_actions', { row: member.user.name })}
        >
          <MoreHorizontal />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {member.role === 'member' ? (
              <Menu.Item value="admin" onSelect={() => onChangeRole(member, 'admin')}>
                <ShieldCheck size={14} aria-hidden="true" />
                {t('clubs:members.make_admin')}
              </Menu.Item>
            ) : (
              <Menu.Item value="member" onSelect={() => onChangeRole(member, 'member')}>
                <User size={14} aria-hidden="true" />
                {t('clubs:members.make_member')}
              </Menu.Item>
            )}
            <Menu.Item value="transfer" onSelect={() => onAsk({ kind: 'transfer', member })}>
              <Crown size={14} aria-hidden="true" />
              {t('clubs:members.transfer')}
            </Menu.Item>
            <Menu.Item
              value="remove"
              color="fg.error"
              _hover={{ bg: 'bg.error', color: 'fg.error' }}
              onSelect={() => onAsk({ kind: 'remove', member })}
            >
              <UserMinus size={14} aria-hidden="true" />
              {t('clubs:members.remove')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The club's members with their roles (owner, admins, members): add one by searching users,
 * make a member an admin or back, hand the ownership over (the old owner stays on as an admin),
 * remove a member. Each change confirms when it cannot simply be undone.
 */
export function MembersPanel({ club }: { club: Club }) {
  const { t, i18n } = useTranslation(['clubs', 'ui']);
  const list = useLocalListParams(MEMBERS_LIST);
  const members = useClubMembers(club.id, list.query);
  const changeRole = useChangeMemberRole(club.id);
  const transfer = useTransferClubOwnership(club.id);
  const removeMember = useRemoveClubMember(club.id);
  const [pending, setPending] = useState<PendingAction>(null);
  // The last action's target stays named while the dialog plays its closing animation.
  const [shown, setShown] = useState<NonNullable<PendingAction> | null>(null);
  const locale = i18n.language;

  const ask = useCallback((action: NonNullable<PendingAction>) => {
    setPending(action);
    setShown(action);
  }, []);
  const changeMemberRole = changeRole.mutate;

  const columns = useMemo<ColumnDef<ClubMember>[]>(
    () => [
      {
        id: 'name',
        enableSorting: false,
        enableHiding: false,
        meta: { card: 'title', label: t('clubs:members.user') },
        cell: ({ row }) => (
          <HStack minW="40" justify="space-between" gap="2">
            <Box minW="0">
              <Text fontWeight="medium">{row.original.user.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                @{row.original.user.username}
              </Text>
            </Box>
            {/* On a tablet the table scrolls sideways: the menu comes with the name (a phone's card has it at its corner). */}
            <Box display={{ base: 'none', md: 'block', lg: 'none' }}>
              <MemberActions
                member={row.original}
                onAsk={ask}
                onChangeRole={(member, role) => changeMemberRole({ userId: member.user.id, role })}
              />
            </Box>
          </HStack>
        ),
      },
      {
        id: 'role',
        enableSorting: false,
        meta: { card: 'status', label: t('clubs:members.role') },
        cell: ({ row }) => <ClubRoleBadge role={row.original.role} />,
      },
      {
        id: 'joined_at',
        enableSorting: false,
        meta: { card: 'body', label: t('clubs:members.joined_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDate(row.original.joined_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('clubs:fields.actions'), align: 'end', width: '3rem' },
        header: () => <Text srOnly>{t('clubs:fields.actions')}</Text>,
        cell: ({ row }) => (
          <Box display={{ base: 'block', md: 'none', lg: 'block' }}>
            <MemberActions
              member={row.original}
              onAsk={ask}
              onChangeRole={(member, role) => changeMemberRole({ userId: member.user.id, role })}
            />
          </Box>
        ),
      },
    ],
    [t, locale, changeMemberRole, ask],
  );

  const target = shown?.member;
  return (
    <Stack gap="5">
      <AddMemberForm clubId={club.id} />
      <DataTable
        label={t('clubs:members.title')}
        columns={columns}
        data={members.data?.data}
        meta={members.data?.meta}
        list={list}
        getRowId={(member) => String(member.user.id)}
        getRowLabel={(member) => member.user.name}
        isLoading={members.isPending}
        isFetching={members.isFetching}
        isError={members.isError}
        onRetry={() => void members.refetch()}
        searchPlaceholder={false}
        emptyTitle={t('clubs:members.empty')}
      />
      <ConfirmDialog
        open={pending?.kind === 'transfer'}
        onOpenChange={(open) => !open && setPending(null)}
        destructive={false}
        title={t('clubs:members.transfer_title', { name: target?.user.name ?? '', club: club.name })}
        description={t('clubs:members.transfer_description', {
          name: target?.user.name ?? '',
          owner: club.owner?.name ?? '—',
        })}
        confirmLabel={t('clubs:members.transfer')}
        onConfirm={() => transfer.mutateAsync(target?.user.id ?? 0)}
      />
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('clubs:members.remove_title', { name: target?.user.name ?? '', club: club.name })}
        description={t('clubs:members.remove_description')}
        confirmLabel={t('clubs:members.remove')}
        onConfirm={() => removeMember.mutateAsync(target?.user.id ?? 0)}
      />
    </Stack>
  );
}
