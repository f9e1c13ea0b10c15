import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';

export interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The navigation as a drawer on phones and tablets. Its own chunk (Chakra's dialog machinery:
 * focus trap, scroll lock), loaded when the menu button is first pointed at or pressed, so the
 * frame does not carry it on every load.
 */
export function NavDrawer({ open, onOpenChange }: NavDrawerProps) {
  const { t } = useTranslation('layout');
  // Closed by following a link, the focus goes to the new page's h1 (PageArrival), not back to the menu button.
  const [isLeaving, setIsLeaving] = useState(false);
  useEffect(() => {
    if (open) setIsLeaving(false);
  }, [open]);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => onOpenChange(event.open)}
      restoreFocus={!isLeaving}
      placement="start"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>
                <Brand />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3" py="4" as="nav" aria-label={t('nav_label')}>
              <SidebarNav
                onNavigate={() => {
                  setIsLeaving(true);
                  onOpenChange(false);
                }}
              />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close_menu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
