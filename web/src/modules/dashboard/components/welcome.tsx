import { Alert, Box, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Dashboard } from '@pickleball/domain';
import type { LucideIcon } from 'lucide-react';
import { ChevronRight, MapPin, Receipt, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ProfilePanel } from './profile-card';

function NextStep({
  to,
  icon: Icon,
  title,
  description,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <LinkBox
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p="4"
      colorPalette="blue"
      _hover={{ borderColor: 'colorPalette.muted', shadow: 'sm' }}
    >
      <HStack align="flex-start" gap="3">
        <Box bg="colorPalette.subtle" color="colorPalette.fg" borderRadius="md" p="2" aria-hidden="true">
          <Icon size={18} />
        </Box>
        <Stack gap="0.5" flex="1" minW="0">
          <Heading as="h3" size="sm">
            <LinkOverlay asChild>
              <RouterLink to={to}>{title}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        <Box color="fg.muted" aria-hidden="true">
          <ChevronRight size={18} />
        </Box>
      </HStack>
    </LinkBox>
  );
}

/**
 * The dashboard of a user with no card (a player, a court owner): their profile to complete and
 * what they can do next, with pages any signed-in user may open. An account without any role
 * yet is told that an administrator gives one.
 */
export function Welcome({ profile, hasRole }: { profile: Dashboard['profile']; hasRole: boolean }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <Stack gap="6">
      {!hasRole && (
        // A new account (self-registered, or created without a role) is told why the menu is short.
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('no_access.title')}</Alert.Title>
            <Alert.Description>{t('no_access.description')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <ProfilePanel profile={profile} />
      <Stack as="section" aria-labelledby={headingId} gap="3">
        <Heading as="h2" size="md" id={headingId}>
          {t('welcome.next_title')}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          <NextStep
            to="/pay"
            icon={Receipt}
            title={t('welcome.pay_title')}
            description={t('welcome.pay_description')}
          />
          <NextStep
            to="/profile"
            icon={UserRound}
            title={t('welcome.profile_title')}
            description={t('welcome.profile_description')}
          />
          <NextStep
            to="/register-court"
            icon={MapPin}
            title={t('welcome.register_court_title')}
            description={t('welcome.register_court_description')}
          />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
