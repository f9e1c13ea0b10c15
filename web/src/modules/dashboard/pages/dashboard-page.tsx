import { Alert, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Dashboard } from '@pickleball/domain';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import { readTimeZone, useDashboard } from '../api/get-dashboard';
import { ClubsCard, CourtsCard, NotificationsCard, UsersCard } from '../components/count-cards';
import { CourtRequestsCard } from '../components/court-requests-card';
import { type DashboardCardName, listVisibleCards } from '../components/dashboard-cards';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { MatchesCard } from '../components/matches-card';
import { PaymentsCard } from '../components/payments-card';
import { ProfileCard } from '../components/profile-card';

/** Only users without a single card see it: it is not part of everyone's first load. */
const Welcome = lazy(() => import('../components/welcome').then((module) => ({ default: module.Welcome })));

function greetingKey(hour: number) {
  if (hour < 12) return 'greeting.morning' as const;
  if (hour < 18) return 'greeting.afternoon' as const;
  return 'greeting.evening' as const;
}

function DashboardCardFor({ name, cards }: { name: DashboardCardName; cards: Dashboard['cards'] }) {
  const { can } = useAuth();
  switch (name) {
    case 'matches':
      return cards.matches ? <MatchesCard card={cards.matches} /> : null;
    case 'court_requests':
      return cards.court_requests ? <CourtRequestsCard card={cards.court_requests} /> : null;
    case 'payments':
      return cards.payments ? <PaymentsCard card={cards.payments} canOpen={can('payment.view')} /> : null;
    case 'clubs':
      return cards.clubs ? <ClubsCard card={cards.clubs} /> : null;
    case 'notifications':
      return cards.notifications ? <NotificationsCard card={cards.notifications} /> : null;
    case 'users':
      return cards.users ? <UsersCard card={cards.users} /> : null;
    case 'courts':
      return cards.courts ? <CourtsCard card={cards.courts} /> : null;
  }
}

/** The cards the user may open, and their own profile while it has gaps. */
function DashboardGrid({ dashboard, names }: { dashboard: Dashboard; names: DashboardCardName[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {names.map((name) => (
        <DashboardCardFor key={name} name={name} cards={dashboard.cards} />
      ))}
      {dashboard.profile.percent < 100 && <ProfileCard profile={dashboard.profile} />}
    </SimpleGrid>
  );
}

/**
 * /dashboard (any signed-in user): one request (GET /dashboard) answers with a card for each
 * module the user may open; a user without any (a player, a court owner) is welcomed with their
 * profile and what to do next. Live (../dashboard.live.ts): the dashboard's query holds the rooms
 * of the cards' modules the user may see, and their events fetch it again (throttled by
 * ../dashboard-refresh), as does joining them.
 * `children` are other modules' cards, composed in by the app (app/pages/dashboard-route).
 */
export default function DashboardPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const tz = useMemo(readTimeZone, []);
  const dashboard = useDashboard(tz);

  if (!user) return null;
  const data = dashboard.data;
  const names = data ? listVisibleCards(data.cards) : [];

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {t(greetingKey(new Date().getHours()), { name: user.name })}
        </Heading>
        {data && <Text color="fg.muted">{names.length > 0 ? t('subtitle') : t('welcome.subtitle')}</Text>}
      </Stack>

      {children}

      {data ? (
        names.length > 0 ? (
          <DashboardGrid dashboard={data} names={names} />
        ) : (
          <Suspense fallback={<DashboardSkeleton />}>
            <Welcome profile={data.profile} hasRole={user.roles.length > 0} />
          </Suspense>
        )
      ) : dashboard.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('load_failed')}</Alert.Title>
            <Alert.Description>{dashboard.error.message}</Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            loading={dashboard.isFetching}
            onClick={() => void dashboard.refetch()}
          >
            {t('retry')}
          </Button>
        </Alert.Root>
      ) : (
        <DashboardSkeleton />
      )}
    </Stack>
  );
}
