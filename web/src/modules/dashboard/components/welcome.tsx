import { Alert, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Dashboard } from '@pickleball/domain';
import { MapPin, Receipt, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from '../../../components/link-card';
import { ProfilePanel } from './profile-card';

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
          <LinkCard
            as="li"
            size="sm"
            to="/pay"
            icon={Receipt}
            title={t('welcome.pay_title')}
            description={t('welcome.pay_description')}
          />
          <LinkCard
            as="li"
            size="sm"
            to="/profile"
            icon={UserRound}
            title={t('welcome.profile_title')}
            description={t('welcome.profile_description')}
          />
          <LinkCard
            as="li"
            size="sm"
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
