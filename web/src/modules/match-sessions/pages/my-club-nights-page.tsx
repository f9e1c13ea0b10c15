import { Alert, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ClubNight } from '@pickleball/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { useCancelMyNightSignup, useMyClubNights, useSignUpForNight } from '../api/my-club-nights';
import { ClubNightCard } from '../components/club-night-card';

/** A section of the page: its heading, and its nights or what stands for them. */
function NightsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Stack gap="0.5">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

function NightsGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid as="ul" ps="0" m="0" columns={{ base: 1, md: 2, xl: 3 }} gap="3" aria-label={label}>
      {children}
    </SimpleGrid>
  );
}

function Empty({ title, description }: { title: string; description: string }) {
  return (
    <Stack py="4" gap="1">
      <Text fontWeight="semibold">{title}</Text>
      <Text color="fg.muted" fontSize="sm">
        {description}
      </Text>
    </Stack>
  );
}

/**
 * /me/club-nights (any signed-in user; issue 31 §2): the nights I am in or waiting for, with my
 * fee and Cancel while I may (before the cut-off; after it, only the organiser can), and the
 * upcoming nights open to me with Sign up, or Join the line when full. The server's message (my
 * place in line) shows in a toast. Live: my room tells of a place from the line, a sign-up the
 * organiser added or cancelled, a fee marked.
 */
export default function MyClubNightsPage() {
  const { t } = useTranslation(['match-sessions', 'ui', 'common']);
  const nights = useMyClubNights();
  const signUp = useSignUpForNight();
  const cancel = useCancelMyNightSignup();
  const [cancelling, setCancelling] = useState<ClubNight | null>(null);
  const data = nights.data?.data;
  const title = t('match-sessions:club_nights.title');

  const loading = (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3" aria-busy="true">
      <Skeleton height="44" />
      <Skeleton height="44" />
    </SimpleGrid>
  );

  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        description={t('match-sessions:club_nights.description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: title }]}
      />
      {nights.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('match-sessions:club_nights.load_failed')}</Alert.Title>
            <Alert.Description>{nights.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void nights.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert.Root>
      ) : (
        <>
          <NightsSection id="my-club-nights-title" title={t('match-sessions:club_nights.mine_title')}>
            {!data ? (
              loading
            ) : data.mine.length === 0 ? (
              <Empty
                title={t('match-sessions:club_nights.mine_empty_title')}
                description={t('match-sessions:club_nights.mine_empty_description')}
              />
            ) : (
              <NightsGrid label={t('match-sessions:club_nights.mine_title')}>
                {data.mine.map((night) => (
                  <ClubNightCard key={night.id} night={night} onCancel={setCancelling} />
                ))}
              </NightsGrid>
            )}
          </NightsSection>
          <NightsSection
            id="open-club-nights-title"
            title={t('match-sessions:club_nights.open_title')}
            description={t('match-sessions:club_nights.open_description')}
          >
            {!data ? (
              loading
            ) : data.open.length === 0 ? (
              <Empty
                title={t('match-sessions:club_nights.open_empty_title')}
                description={t('match-sessions:club_nights.open_empty_description')}
              />
            ) : (
              <NightsGrid label={t('match-sessions:club_nights.open_title')}>
                {data.open.map((night) => (
                  <ClubNightCard
                    key={night.id}
                    night={night}
                    onSignUp={(chosen) => signUp.mutate(chosen.id)}
                    isSigningUp={signUp.isPending && signUp.variables === night.id}
                  />
                ))}
              </NightsGrid>
            )}
          </NightsSection>
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('match-sessions:club_nights.cancel_title', { name: cancelling?.name ?? '' })}
        description={
          cancelling?.mine?.status === 'waitlisted'
            ? t('match-sessions:club_nights.cancel_waitlisted')
            : t('match-sessions:club_nights.cancel_description')
        }
        confirmLabel={t('match-sessions:club_nights.cancel')}
        cancelLabel={t('match-sessions:club_nights.keep_place')}
        onConfirm={() => (cancelling ? cancel.mutateAsync(cancelling.id) : Promise.resolve())}
      />
    </Stack>
  );
}
