import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Dashboard } from '@pickleball/domain';
import { CircleCheck, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardCard } from './dashboard-card';

type ProfileCompletion = Dashboard['profile'];

function CompletionBar({ profile, label }: { profile: ProfileCompletion; label: string }) {
  const { t } = useTranslation('dashboard');
  const isComplete = profile.percent >= 100;
  return (
    <Stack gap="2">
      {/* A plain bar: Chakra's Progress brings a state machine the first screen does not need. */}
      <HStack gap="3">
        <Box
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={profile.percent}
          aria-valuetext={t('profile.percent', { percent: profile.percent })}
          flex="1"
          h="2"
          borderRadius="full"
          bg="bg.muted"
          overflow="hidden"
          colorPalette={isComplete ? 'green' : 'blue'}
        >
          <Box h="full" w={`${Math.min(100, Math.max(0, profile.percent))}%`} bg="colorPalette.solid" />
        </Box>
        <Text fontSize="sm" fontWeight="medium" flexShrink={0} aria-hidden="true">
          {t('profile.percent', { percent: profile.percent })}
        </Text>
      </HStack>
      {isComplete ? (
        <HStack gap="2" color="fg.success" fontSize="sm">
          <CircleCheck size={16} aria-hidden="true" />
          <Text>{t('profile.complete')}</Text>
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('profile.missing', { count: profile.missing.length })}
        </Text>
      )}
    </Stack>
  );
}

/** Staff's reminder in the grid while their own profile has gaps; the card leads to /profile. */
export function ProfileCard({ profile }: { profile: ProfileCompletion }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard title={t('profile.title')} icon={UserRound} to="/profile" colorPalette="blue">
      <CompletionBar profile={profile} label={t('profile.title')} />
    </DashboardCard>
  );
}

/** The welcome's first block: how complete the profile is, and the button to complete it. */
export function ProfilePanel({ profile }: { profile: ProfileCompletion }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const isComplete = profile.percent >= 100;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      shadow="xs"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="4" maxW="xl">
        <Stack gap="1">
          <Heading as="h2" size="md" id={headingId}>
            {t('profile.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {isComplete ? t('profile.complete_hint') : t('profile.incomplete_hint')}
          </Text>
        </Stack>
        <CompletionBar profile={profile} label={t('profile.title')} />
        <Box>
          <Button asChild colorPalette="blue" variant={isComplete ? 'outline' : 'solid'}>
            <RouterLink to="/profile">
              {isComplete ? t('profile.open') : t('profile.complete_action')}
            </RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
