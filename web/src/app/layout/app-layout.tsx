import {
  Box,
  Center,
  Flex,
  HStack,
  IconButton,
  SkipNavContent,
  SkipNavLink,
  Spinner,
} from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { OptionalLazy, optionalChunk } from '../../components/optional-lazy';
import { ColorModeButton } from '../../components/ui/color-mode';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { InboxBell } from '../../modules/inbox/components/inbox-bell';
import { installRealtimeCache } from '../realtime-cache';
import { Brand } from './brand';
import { ChatMenuDot } from './chat-menu-badge';
import { PageArrival } from './page-arrival';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

const SIDEBAR_WIDTH = '64';

const loadNavDrawer = () => import('./nav-drawer');
const navDrawer = optionalChunk(async () => ({ default: (await loadNavDrawer()).NavDrawer }));

// Signed-in pages receive realtime events (lists, the bell): they update the query cache.
installRealtimeCache();

/**
 * The signed-in frame: a sidebar on laptops that becomes a drawer on phones, a top bar with the
 * language switch, colour mode, notifications bell and user menu, and the page in <main>. Pages load lazily inside,
 * so the frame stays put while a page's code arrives; arriving on one moves the focus to its h1
 * and announces it (PageArrival).
 */
export default function AppLayout() {
  const { t } = useTranslation('layout');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer stays mounted once opened, so it can play its closing animation.
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const mainRef = useRef<HTMLElement>(null);

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <SkipNavLink zIndex="skipNav">{t('skip_to_content')}</SkipNavLink>
      <PageArrival main={mainRef} />

      <Box
        as="nav"
        aria-label={t('nav_label')}
        position="fixed"
        insetY="0"
        insetStart="0"
        width={SIDEBAR_WIDTH}
        bg="bg.panel"
        borderEndWidth="1px"
        hideBelow="lg"
        display="flex"
        flexDirection="column"
      >
        <Flex h="16" align="center" px="5" borderBottomWidth="1px" flexShrink="0">
          <RouterLink to="/dashboard" title={t('home_link')}>
            <Brand />
          </RouterLink>
        </Flex>
        <Box flex="1" overflowY="auto" px="3" py="4">
          <SidebarNav />
        </Box>
      </Box>

      {hasOpenedDrawer && (
        <OptionalLazy
          chunk={navDrawer}
          props={{ open: drawerOpen, onOpenChange: setDrawerOpen }}
          fallback={null}
        />
      )}

      <Box ms={{ base: '0', lg: SIDEBAR_WIDTH }}>
        <Flex
          as="header"
          h="16"
          align="center"
          gap="3"
          px={{ base: '3', md: '6' }}
          bg="bg.panel"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <IconButton
            variant="ghost"
            size="sm"
            hideFrom="lg"
            position="relative"
            aria-label={t('open_menu')}
            aria-expanded={drawerOpen}
            onPointerEnter={() => void loadNavDrawer()}
            onPointerDown={() => void loadNavDrawer()}
            onFocus={() => void loadNavDrawer()}
            onClick={() => {
              setHasOpenedDrawer(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
            <ChatMenuDot />
          </IconButton>
          <Box hideFrom="lg">
            <RouterLink to="/dashboard" title={t('home_link')}>
              <Brand compact />
            </RouterLink>
          </Box>
          <HStack gap={{ base: '1', md: '2' }} ms="auto" flexShrink="0">
            <LanguageSwitch />
            <ColorModeButton aria-label={t('color_mode')} />
            <InboxBell />
            <UserMenu />
          </HStack>
        </Flex>

        <SkipNavContent />
        <Box
          as="main"
          ref={mainRef}
          // The h1 takes the focus on arrival (PageArrival) without looking like a control.
          css={{ '& h1[tabindex="-1"]:focus': { outline: 'none' } }}
          px={{ base: '4', md: '6', xl: '8' }}
          py={{ base: '4', md: '6' }}
          maxW="screen-2xl"
          mx="auto"
        >
          <Suspense
            fallback={
              <Center py="20" role="status">
                <Spinner size="lg" color="blue.solid" aria-label={t('common:loading')} />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
