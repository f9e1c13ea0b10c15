import { Avatar, Button, type ButtonProps, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { OptionalLazy, optionalChunk } from '../../components/optional-lazy';
import { useAuth } from '../../lib/auth';

const loadMenu = () => import('./user-menu-content');
const menuContent = optionalChunk(loadMenu);

/** The avatar button of the top bar; it opens the user menu. */
export const UserMenuButton = forwardRef<HTMLButtonElement, ButtonProps & { name: string }>(
  function UserMenuButton({ name, ...props }, ref) {
    return (
      // Named by the user's name (visually hidden on phones); it announces itself as a menu button.
      <Button ref={ref} variant="ghost" size="sm" px="1.5" aria-haspopup="menu" {...props}>
        <Avatar.Root size="xs" colorPalette="blue" aria-hidden="true">
          <Avatar.Fallback name={name} />
        </Avatar.Root>
        <Text as="span" srOnly={{ base: true, md: false }} maxW="40" truncate>
          {name}
        </Text>
        <ChevronDown aria-hidden="true" />
      </Button>
    );
  },
);

/**
 * The signed-in user: profile and logout. The menu itself is loaded on first use (it is fetched
 * ahead when the pointer or focus reaches the button), which keeps the signed-in shell small.
 */
export function UserMenu() {
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  if (!user) return null;
  const button = (
    <UserMenuButton
      name={user.name}
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return button;
  return <OptionalLazy chunk={menuContent} props={{}} fallback={button} />;
}
