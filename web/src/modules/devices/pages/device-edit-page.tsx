import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import type { Device } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { useDevice } from '../api/get-device';
import { useSaveDevice } from '../api/save-device';
import { DeviceForm } from '../components/device-form';

function EditDeviceForm({ device }: { device: Device }) {
  const { t } = useTranslation('devices');
  const navigate = useNavigate();
  const save = useSaveDevice(device.id);
  return (
    <DeviceForm
      device={device}
      label={t('devices:edit_title')}
      submitLabel={t('devices:actions.save')}
      onCancel={() => navigate('/devices')}
      onSubmit={async (input) => {
        await save.mutateAsync(input);
        navigate('/devices');
      }}
    />
  );
}

/** /devices/{id}/edit. */
export default function DeviceEditPage() {
  const { t } = useTranslation(['devices', 'ui']);
  const id = Number(useParams().id);
  const device = useDevice(Number.isInteger(id) && id > 0 ? id : null);
  const data = device.data?.data;
  return (
    <>
      <PageHeader
        title={data ? t('devices:edit_named', { name: data.name }) : t('devices:edit_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('devices:title'), to: '/devices' },
          { label: t('devices:edit_title') },
        ]}
      />
      {data ? (
        // Keyed by device, so another device's form never shows this one's values.
        <WatchedRecord key={data.id} query={device} listPath="/devices">
          {(record) => <EditDeviceForm device={record} />}
        </WatchedRecord>
      ) : device.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('devices:detail.load_failed')}</Alert.Title>
            <Alert.Description>{device.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/devices">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="4" maxW="4xl" aria-busy="true">
          <Skeleton height="48" />
          <Skeleton height="64" />
        </Stack>
      )}
    </>
  );
}
