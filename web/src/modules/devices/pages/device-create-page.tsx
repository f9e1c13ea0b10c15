import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useSaveDevice } from '../api/save-device';
import { DeviceForm } from '../components/device-form';

/** /devices/create: a device registered by hand (a club's tablet, a phone without the app's registration). */
export default function DeviceCreatePage() {
  const { t } = useTranslation(['devices', 'ui']);
  const navigate = useNavigate();
  const save = useSaveDevice();
  return (
    <>
      <PageHeader
        title={t('devices:create_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('devices:title'), to: '/devices' },
          { label: t('devices:create_title') },
        ]}
      />
      <DeviceForm
        label={t('devices:create_title')}
        submitLabel={t('devices:actions.create')}
        onCancel={() => navigate('/devices')}
        onSubmit={async (input) => {
          await save.mutateAsync(input);
          navigate('/devices');
        }}
      />
    </>
  );
}
