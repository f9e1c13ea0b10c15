import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useCreateTournament } from '../api/save-tournament';
import { TournamentForm } from '../components/form/tournament-form';

/** /tournaments/create: a new tournament starts as a draft; its page opens once saved. */
export default function TournamentCreatePage() {
  const { t } = useTranslation(['tournaments', 'ui']);
  const navigate = useNavigate();
  const createTournament = useCreateTournament();
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
      <TournamentForm
        label={t('tournaments:create_title')}
        submitLabel={t('tournaments:actions.create_submit')}
        onCancel={() => navigate('/tournaments')}
        onSubmit={async (input) => {
          const response = await createTournament.mutateAsync(input);
          navigate(`/tournaments/${response.data.id}`);
        }}
      />
    </>
  );
}
