import { Alert, Button, Grid, Skeleton, Stack } from '@chakra-ui/react';
import type { Profile } from '@pickleball/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageUploadHandle } from '../../../components/image-upload/image-upload';
import { PageHeader } from '../../../components/page-header';
import { useProfile } from '../api/get-profile';
import { AccountCard } from '../components/account-card';
import { AvatarField } from '../components/avatar-field';
import { CompletionCard } from '../components/completion-card';
import { DuprCard } from '../components/dupr-card';
import { NotificationPreferencesCard } from '../components/notification-preferences-card';
import { OfficialRatingCard } from '../components/official-rating-card';
import { goToProfileField, ProfileForm } from '../components/profile-form';
import { useProfileForm } from '../components/use-profile-form';

function ProfileEditor({ profile }: { profile: Profile }) {
  const form = useProfileForm(profile);
  const avatarHandle = useRef<ImageUploadHandle | null>(null);
  return (
    <Stack gap="6">
      <CompletionCard onGoToField={(field) => goToProfileField(form, field)} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <ProfileForm
          profile={profile}
          form={form}
          settleAvatar={async () => avatarHandle.current?.settle()}
          avatar={<AvatarField profile={profile} form={form} handleRef={avatarHandle} />}
        />
        <Stack gap="6">
          <OfficialRatingCard rating={profile.official_rating} />
          <DuprCard dupr={profile.dupr} />
          <AccountCard profile={profile} />
          <NotificationPreferencesCard />
        </Stack>
      </Grid>
    </Stack>
  );
}

/** /profile: the signed-in user's own profile, DUPR connection, sign-in details and notification channels. */
export default function ProfilePage() {
  const { t } = useTranslation(['profile', 'ui']);
  const profile = useProfile();
  const data = profile.data?.data;
  return (
    <>
      <PageHeader
        title={t('profile:title')}
        description={t('profile:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('profile:title') }]}
      />
      {profile.isError ? (
        <Alert.Root status="error" maxW="3xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('profile:load_failed')}</Alert.Title>
            <Alert.Description>{profile.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
            {t('profile:retry')}
          </Button>
        </Alert.Root>
      ) : data ? (
        <ProfileEditor key={data.user.id} profile={data} />
      ) : (
        <Stack gap="4" role="status" aria-label={t('common:loading')}>
          <Skeleton height="20" />
          <Skeleton height="64" />
          <Skeleton height="40" />
        </Stack>
      )}
    </>
  );
}
