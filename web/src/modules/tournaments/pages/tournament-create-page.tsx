import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useTournamentDefaults } from '../api/get-tournament-defaults';
import { useCreateTournament } from '../api/save-tournament';
import { TournamentForm } from '../components/form/tournament-form';

/** /tournaments/create: a new tournament starts as a draft; its page opens once saved. */
export default function TournamentCreatePage() {
  const { t } = useTranslation(['tournaments', 'ui', 'common']);
  const navigate = useNavigate();
  const createTournament = useCreateTournament();
  const defaults = useTournamentDefaults();
  return (
    <>
      <PageHeader
        title={t('tournaments:create_title')}
        description={t('tournaments:create_description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('tournaments:title'), to: '/tournaments' },
          { label: t('tournaments:create_title') },
        ]}
      />
      {defaults.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('tournaments:defaults_failed')}</Alert.Title>
            <Alert.Description>{defaults.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void defaults.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert.Root>
      ) : defaults.data ? (
        <TournamentForm
          defaultCurrency={defaults.data.data.currency}
          label={t('tournaments:create_title')}
          submitLabel={t('tournaments:actions.create_submit')}
          onCancel={() => navigate('/tournaments')}
          onSubmit={async (input) => {
            const response = await createTournament.mutateAsync(input);
            navigate(`/tournaments/${response.data.id}`);
          }}
        />
      ) : (
        <Stack gap="4" maxW="4xl" aria-busy="true">
          <Skeleton height="64" />
          <Skeleton height="40" />
        </Stack>
      )}
    </>
  );
}
