import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { findActiveItem, visibleNavGroups } from '../navigation';
import { ChatMenuBadge } from './chat-menu-badge';

const NavLink = chakra(RouterLink);

/** The grouped module menu, limited to what the user may open. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const { can } = useAuth();
  const { pathname } = useLocation();
  const active = findActiveItem(pathname);
  const groups = visibleNavGroups((permission) => can(permission));

  return (
    <Stack as="ul" gap="5" listStyleType="none" m="0" p="0">
      {groups.map((group) => (
        <Box as="li" key={group.label}>
          <Text
            id={`nav-${group.label}`}
            px="3"
            mb="1"
            fontSize="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            color="fg.muted"
          >
            {t(group.label)}
          </Text>
          <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0" aria-labelledby={`nav-${group.label}`}>
            {group.items.map((item) => {
              const isActive = active?.path === item.path;
              const Icon = item.icon;
              return (
                <li key={item.path}>
                  <NavLink
                    to={item.path}
                    reloadDocument={item.isDocument}
                    onClick={onNavigate}
                    aria-current={isActive ? 'page' : undefined}
                    display="flex"
                    alignItems="center"
                    gap="3"
                    px="3"
                    py="2"
                    borderRadius="md"
                    fontSize="sm"
                    fontWeight={isActive ? 'semibold' : 'medium'}
                    color={isActive ? 'blue.fg' : 'fg'}
                    bg={isActive ? 'blue.subtle' : 'transparent'}
                    _hover={{ bg: isActive ? 'blue.subtle' : 'bg.muted', textDecoration: 'none' }}
                    focusRing="outside"
                    transition="backgrounds"
                  >
                    <Icon size={18} aria-hidden="true" />
                    <span>{t(item.label)}</span>
                    {item.badge === 'chat' && <ChatMenuBadge />}
                  </NavLink>
                </li>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
