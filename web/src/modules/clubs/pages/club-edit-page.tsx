import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import type { Club } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { useClub } from '../api/get-club';
import { useUpdateClub } from '../api/update-club';
import { ClubForm } from '../components/club-form';

function EditClubForm({ club }: { club: Club }) {
  const { t } = useTranslation('clubs');
  const navigate = useNavigate();
  const updateClub = useUpdateClub(club.id);
  return (
    <ClubForm
      club={club}
      label={t('clubs:edit_title')}
      submitLabel={t('clubs:actions.save')}
      onCancel={() => navigate(`/clubs/${club.id}`)}
      onSubmit={async (input) => {
        await updateClub.mutateAsync(input);
        navigate(`/clubs/${club.id}`);
      }}
    />
  );
}

/** /clubs/{id}/edit. */
export default function ClubEditPage() {
  const { t } = useTranslation(['clubs', 'ui']);
  const id = Number(useParams().id);
  const club = useClub(id);
  const data = club.data?.data;
  return (
    <>
      <PageHeader
        title={data ? t('clubs:edit_named', { name: data.name }) : t('clubs:edit_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('clubs:title'), to: '/clubs' },
          ...(data ? [{ label: data.name, to: `/clubs/${data.id}` }] : []),
          { label: t('clubs:edit_title') },
        ]}
      />
      {data ? (
        // Keyed by club, so another club's form never shows this one's values.
        <WatchedRecord key={data.id} query={club} listPath="/clubs">
          {(record) => <EditClubForm club={record} />}
        </WatchedRecord>
      ) : club.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('clubs:detail.load_failed')}</Alert.Title>
            <Alert.Description>{club.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/clubs">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="4" maxW="4xl" aria-busy="true">
          <Skeleton height="64" />
          <Skeleton height="48" />
        </Stack>
      )}
    </>
  );
}
