import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { toaster } from '../../lib/toaster';

/** The signed-in user: profile and logout. */
export function UserMenu() {
  const { t } = useTranslation(['layout', 'common']);
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;

  const handleSelect = async (value: string) => {
    if (value === 'profile') navigate('/profile');
    if (value === 'logout') {
      await logout();
      navigate('/login', { replace: true });
      toaster.create({ type: 'success', title: t('common:logged_out') });
    }
  };

  return (
    <Menu.Root
      onSelect={(details) => void handleSelect(details.value)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        {/* Named by the user's name (visually hidden on phones); it announces itself as a menu button. */}
        <Button variant="ghost" size="sm" px="1.5">
          <Avatar.Root size="xs" colorPalette="blue" aria-hidden="true">
            <Avatar.Fallback name={user.name} />
          </Avatar.Root>
          <Text as="span" srOnly={{ base: true, md: false }} maxW="40" truncate>
            {user.name}
          </Text>
          <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold" truncate>
                  {user.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal" truncate>
                  {user.email ?? user.username}
                </Text>
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="profile">
              <UserRound aria-hidden="true" />
              {t('layout:user_menu.profile')}
            </Menu.Item>
            <Menu.Item value="logout">
              <LogOut aria-hidden="true" />
              {t('layout:user_menu.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
