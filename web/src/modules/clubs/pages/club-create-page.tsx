import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useCreateClub } from '../api/create-club';
import { ClubForm } from '../components/club-form';

/** /clubs/create: the creator becomes the club's owner and first member (SPEC §6). */
export default function ClubCreatePage() {
  const { t } = useTranslation(['clubs', 'ui']);
  const navigate = useNavigate();
  const createClub = useCreateClub();
  return (
    <>
      <PageHeader
        title={t('clubs:create_title')}
        description={t('clubs:create_description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('clubs:title'), to: '/clubs' },
          { label: t('clubs:create_title') },
        ]}
      />
      <ClubForm
        label={t('clubs:create_title')}
        submitLabel={t('clubs:actions.create')}
        onCancel={() => navigate('/clubs')}
        onSubmit={async (input) => {
          const response = await createClub.mutateAsync(input);
          navigate(`/clubs/${response.data.id}`);
        }}
      />
    </>
  );
}
