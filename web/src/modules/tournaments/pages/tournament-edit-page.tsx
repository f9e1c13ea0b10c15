import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { useTournament } from '../api/get-tournament';
import { useUpdateTournament } from '../api/save-tournament';
import { TournamentForm } from '../components/form/tournament-form';

/** /tournaments/{id}/edit: the form with the tournament's values; back to its page once saved. */
export default function TournamentEditPage() {
  const { t } = useTranslation(['tournaments', 'ui']);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const tournament = useTournament(id);
  const updateTournament = useUpdateTournament(id);
  const data = tournament.data?.data;
  const back = `/tournaments/${id}`;
  return (
    <>
      <PageHeader
        title={data ? t('tournaments:edit_named', { name: data.name }) : t('tournaments:edit_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('tournaments:title'), to: '/tournaments' },
          ...(data ? [{ label: data.name, to: back }] : []),
          { label: t('tournaments:edit_title') },
        ]}
      />
      {data && !data.is_archived ? (
        // Keyed by tournament: another tournament's form never shows this one's values.
        <WatchedRecord key={data.id} query={tournament} listPath="/tournaments">
          {(record) => (
            <TournamentForm
              tournament={record}
              label={t('tournaments:edit_title')}
              submitLabel={t('tournaments:actions.save')}
              onCancel={() => navigate(back)}
              onSubmit={async (input) => {
                await updateTournament.mutateAsync(input);
                navigate(back);
              }}
            />
          )}
        </WatchedRecord>
      ) : tournament.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('tournaments:detail.load_failed')}</Alert.Title>
            <Alert.Description>{tournament.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/tournaments">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : data ? (
        <Alert.Root status="info" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('tournaments:edit.archived')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to={back}>{t('tournaments:actions.open')}</RouterLink>
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
