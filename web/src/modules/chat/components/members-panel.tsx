import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Drawer,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ChatDetail, ChatMember, ChatMemberRole } from '@pickleball/domain';
import { CHAT_MEMBER_ROLES } from '@pickleball/domain/chat/chat.rules';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Search, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDebounced } from '../../../components/search-picker/use-debounced';
import { formatNumber } from '../../../lib/format';
import { toaster } from '../../../lib/toaster';
import { changeMemberRole } from '../api/change-member-role';
import { listMembers } from '../api/list-members';
import { removeMember } from '../api/remove-member';
import { chatKeys } from '../chat.keys';
import { storeDetail } from '../chat-cache';
import { isOnline, useLiveVersion } from '../chat-live';
import { AddMembersDialog } from './add-members-dialog';
import { PersonAvatar } from './chat-avatar';
import { filterMembers, hasAllMembers } from './members';
import { ROLE_KEYS } from './system-line';

const PAGE_SIZE = 50;

/** The participants matching a search: the detail's own when it holds them all, else the server's pages. */
function useMemberRows(chat: ChatDetail, search: string) {
  const term = useDebounced(search.trim(), 250);
  const isLocal = hasAllMembers(chat);
  const pages = useInfiniteQuery({
    queryKey: chatKeys.memberPages(chat.id, term),
    queryFn: ({ pageParam, signal }) =>
      listMembers(chat.id, term, signal, { page: pageParam, perPage: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled: !isLocal,
  });
  if (isLocal)
    return {
      rows: filterMembers(chat.members, search),
      isPending: false,
      isError: false,
      pages: null,
    } as const;
  return {
    rows: pages.data?.pages.flatMap((page) => page.data) ?? [],
    isPending: pages.isPending,
    isError: pages.isError,
    pages,
  } as const;
}

function MemberRow({
  chat,
  member,
  myId,
  onRemove,
}: {
  chat: ChatDetail;
  member: ChatMember;
  myId: number;
  onRemove: (member: ChatMember) => void;
}) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);
  const isMe = member.user.id === myId;
  const canManage = chat.abilities.manage_members && !isMe;
  const changeRole = async (role: ChatMemberRole) => {
    setIsSaving(true);
    try {
      const response = await changeMemberRole(chat.id, member.user.id, role);
      storeDetail(client, response.data);
      void client.invalidateQueries({ queryKey: chatKeys.membersOf(chat.id) });
      toaster.success({ title: response.message ?? t('chat:members.role_changed') });
    } catch {
      // The API client has said why (the last admin, a lost connection).
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <HStack as="li" gap="3" py="2" minW="0">
      <PersonAvatar person={member.user} online={isOnline(member.user.id, member.online)} size="sm" />
      <Stack gap="0" flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate>
          {isMe ? t('chat:members.you', { name: member.user.name }) : member.user.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          @{member.user.username}
        </Text>
      </Stack>
      {canManage ? (
        <>
          <NativeSelect.Root size="xs" width="auto" flexShrink={0} disabled={isSaving}>
            <NativeSelect.Field
              value={member.role}
              aria-label={t('chat:members.role_of', { name: member.user.name })}
              onChange={(event) => void changeRole(event.target.value as ChatMemberRole)}
            >
              {CHAT_MEMBER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(ROLE_KEYS[role])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('chat:members.remove_named', { name: member.user.name })}
            title={t('chat:members.remove')}
            onClick={() => onRemove(member)}
          >
            <UserMinus />
          </IconButton>
        </>
      ) : (
        member.role !== 'member' && (
          <Badge size="sm" colorPalette={member.role === 'admin' ? 'blue' : 'purple'} flexShrink={0}>
            {t(ROLE_KEYS[member.role])}
          </Badge>
        )
      )}
    </HStack>
  );
}

/**
 * The participants of a group or channel: searched (diacritics ignored), online dots, roles
 * changed and people removed or added by its admins, and my own way out.
 */
export function MembersPanel({
  chat,
  myId,
  onClose,
  onLeave,
}: {
  chat: ChatDetail;
  myId: number;
  onClose: () => void;
  onLeave: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const client = useQueryClient();
  useLiveVersion();
  const [search, setSearch] = useState('');
  const [toRemove, setToRemove] = useState<ChatMember | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const { rows, isPending, isError, pages } = useMemberRows(chat, search);

  return (
    <>
      <Drawer.Root
        open
        onOpenChange={(event) => !event.open && onClose()}
        placement="end"
        size={{ base: 'full', sm: 'sm' }}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header borderBottomWidth="1px">
                <Drawer.Title>
                  {t('chat:members.title')}
                  <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
                    {formatNumber(chat.member_count, i18n.language)}
                  </Text>
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="3">
                  {chat.abilities.manage_members && (
                    <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setIsAdding(true)}>
                      <UserPlus size={16} aria-hidden="true" />
                      {t('chat:members.add')}
                    </Button>
                  )}
                  <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
                    <Input
                      type="search"
                      size="sm"
                      value={search}
                      onChange={(event) => setSearch(event.target.value)}
                      placeholder={t('chat:members.search')}
                      aria-label={t('chat:members.search')}
                    />
                  </InputGroup>
                  {isPending ? (
                    <Stack gap="3">
                      {[0, 1, 2, 3].map((index) => (
                        <Skeleton key={index} h="9" />
                      ))}
                    </Stack>
                  ) : isError ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{t('chat:members.load_failed')}</Alert.Title>
                    </Alert.Root>
                  ) : rows.length === 0 ? (
                    <Text color="fg.muted" fontSize="sm" textAlign="center" py="4">
                      {t('chat:members.none_found')}
                    </Text>
                  ) : (
                    <Stack
                      as="ul"
                      gap="0"
                      listStyleType="none"
                      m="0"
                      p="0"
                      aria-label={t('chat:members.title')}
                    >
                      {rows.map((member) => (
                        <MemberRow
                          key={member.user.id}
                          chat={chat}
                          member={member}
                          myId={myId}
                          onRemove={setToRemove}
                        />
                      ))}
                    </Stack>
                  )}
                  {pages?.hasNextPage && (
                    <Button
                      size="xs"
                      variant="ghost"
                      loading={pages.isFetchingNextPage}
                      onClick={() => void pages.fetchNextPage()}
                    >
                      {t('chat:actions.load_more')}
                    </Button>
                  )}
                </Stack>
              </Drawer.Body>
              <Drawer.Footer borderTopWidth="1px">
                <Button size="sm" variant="ghost" colorPalette="red" onClick={onLeave}>
                  <LogOut size={16} aria-hidden="true" />
                  {t('chat:members.leave')}
                </Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('chat:actions.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={t('chat:members.remove_title', { name: toRemove?.user.name ?? '' })}
        description={t('chat:members.remove_description', { chat: chat.name })}
        confirmLabel={t('chat:members.remove')}
        onConfirm={async () => {
          if (!toRemove) return;
          const response = await removeMember(chat.id, toRemove.user.id);
          void client.invalidateQueries({ queryKey: chatKeys.detail(chat.id) });
          void client.invalidateQueries({ queryKey: chatKeys.membersOf(chat.id) });
          toaster.success({ title: response.message ?? t('chat:members.removed') });
        }}
      />
      {isAdding && <AddMembersDialog chat={chat} myId={myId} onClose={() => setIsAdding(false)} />}
    </>
  );
}
