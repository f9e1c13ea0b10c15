import {
  Alert,
  Avatar,
  Button,
  CloseButton,
  DataList,
  Drawer,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { User } from '@pickleball/domain';
import { Pencil, Power, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useUser } from '../api/get-user';
import { EmailVerifiedBadge, RoleBadges, UserStatusBadge } from './user-badges';

export interface UserDetailDrawerProps {
  /** The user to show; null closes the drawer. */
  userId: number | null;
  onClose: () => void;
  onToggleStatus: (user: User) => void;
  onDelete: (user: User) => void;
}

/** A user's details over the list. Opening it asks the API for the user, which records a "viewed" audit entry. */
export function UserDetailDrawer({ userId, onClose, onToggleStatus, onDelete }: UserDetailDrawerProps) {
  const { t, i18n } = useTranslation(['users', 'ui']);
  const { can } = useAuth();
  const query = useUser(userId ?? 0);
  const user = query.data?.data;
  const locale = i18n.language;
  const dash = <Text color="fg.muted">—</Text>;

  return (
    <Drawer.Root open={userId !== null} onOpenChange={(event) => !event.open && onClose()} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('users:detail.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {query.isError ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{t('users:detail.load_failed')}</Alert.Title>
                </Alert.Root>
              ) : !user ? (
                <Stack gap="4">
                  <Skeleton height="12" />
                  <Skeleton height="40" />
                </Stack>
              ) : (
                <Stack gap="6">
                  <HStack gap="4">
                    <Avatar.Root size="lg" colorPalette="blue">
                      <Avatar.Fallback name={user.name} />
                    </Avatar.Root>
                    <Stack gap="1">
                      <Text fontWeight="semibold" fontSize="lg">
                        {user.name}
                      </Text>
                      <Text color="fg.muted">@{user.username}</Text>
                      <HStack gap="2">
                        <UserStatusBadge isActive={user.is_active} />
                        <EmailVerifiedBadge verified={user.email_verified} />
                      </HStack>
                    </Stack>
                  </HStack>
                  <DataList.Root orientation="horizontal" gap="3">
                    <DataList.Item>
                      <DataList.ItemLabel>{t('users:fields.id')}</DataList.ItemLabel>
                      <DataList.ItemValue>{user.id}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('users:fields.email')}</DataList.ItemLabel>
                      <DataList.ItemValue>{user.email ?? dash}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('users:fields.phone')}</DataList.ItemLabel>
                      <DataList.ItemValue>{user.phone ?? dash}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('users:fields.roles')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <RoleBadges roles={user.roles} />
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('users:fields.email_verified_at')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {user.email_verified_at ? formatDateTime(user.email_verified_at, locale) : dash}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('users:fields.last_login_at')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {user.last_login_at ? formatDateTime(user.last_login_at, locale) : t('users:never')}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('users:fields.created_at')}</DataList.ItemLabel>
                      <DataList.ItemValue>{formatDateTime(user.created_at, locale)}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('users:fields.updated_at')}</DataList.ItemLabel>
                      <DataList.ItemValue>{formatDateTime(user.updated_at, locale)}</DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                </Stack>
              )}
            </Drawer.Body>
            {user && (can('user.edit') || can('user.delete')) && (
              <Drawer.Footer flexWrap="wrap">
                {can('user.delete') && (
                  <Button variant="outline" colorPalette="red" onClick={() => onDelete(user)}>
                    <Trash2 size={14} aria-hidden="true" />
                    {t('users:actions.delete')}
                  </Button>
                )}
                {can('user.edit') && (
                  <Button variant="outline" onClick={() => onToggleStatus(user)}>
                    <Power size={14} aria-hidden="true" />
                    {t(user.is_active ? 'users:actions.deactivate' : 'users:actions.activate')}
                  </Button>
                )}
                {can('user.edit') && (
                  <Button asChild colorPalette="blue">
                    <RouterLink to={`/users/${user.id}/edit`}>
                      <Pencil size={14} aria-hidden="true" />
                      {t('users:actions.edit')}
                    </RouterLink>
                  </Button>
                )}
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ui:confirm.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
