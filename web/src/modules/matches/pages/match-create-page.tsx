import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useCreateMatch } from '../api/create-match';
import { MatchForm } from '../components/match-form';

/** /matches/create: a new match is saved as a draft; live scoring opens once it is saved (SPEC §5). */
export default function MatchCreatePage() {
  const { t } = useTranslation(['matches', 'ui']);
  const navigate = useNavigate();
  const createMatch = useCreateMatch();
  return (
    <>
      <PageHeader
        title={t('matches:create_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('matches:title'), to: '/matches' },
          { label: t('matches:create_title') },
        ]}
      />
      <MatchForm
        label={t('matches:create_title')}
        liveScoring={{ kind: 'save_first' }}
        onCancel={() => navigate('/matches')}
        onSubmit={async (input) => {
          const response = await createMatch.mutateAsync(input);
          // The saved draft's form, where 'Start live scoring' is now open.
          navigate(`/matches/${response.data.id}/edit`, { replace: true });
        }}
      />
    </>
  );
}
