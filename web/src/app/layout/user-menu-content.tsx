import { Menu, Portal, Text } from '@chakra-ui/react';
import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { noteGuestNotice, openGuestPage } from '../../lib/guest-pages';
import { UserMenuButton } from './user-menu';

/**
 * The open user menu: profile and logout. Loaded on first use by UserMenu, because the menu
 * machinery weighs more than the rest of the top bar.
 */
export default function UserMenuContent() {
  const { t } = useTranslation('layout');
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;

  const handleSelect = async (value: string) => {
    if (value === 'profile') navigate('/profile');
    if (value === 'logout') {
      // The sign-in page that follows says "You have been logged out", whoever opens it.
      noteGuestNotice('logged_out');
      await logout();
      openGuestPage('/login', {});
    }
  };

  return (
    <Menu.Root
      defaultOpen
      onSelect={(details) => void handleSelect(details.value)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        {/* Named by the user's name (visually hidden on phones); it announces itself as a menu button. */}
        <UserMenuButton name={user.name} />
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
