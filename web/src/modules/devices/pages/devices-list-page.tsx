import { Button, Stack } from '@chakra-ui/react';
import type { Device } from '@pickleball/domain';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { exportDevices } from '../api/export-devices';
import { useDevices } from '../api/list-devices';
import { DeviceDetailDrawer } from '../components/device-detail-drawer';
import { type DeviceDialogState, DeviceDialogs } from '../components/device-dialogs';
import { DeviceFilters } from '../components/device-filters';
import { DEVICE_LIST_CONFIG } from '../components/device-list-config';
import type { DeviceActionHandlers } from '../components/device-row-actions';
import { DeviceStats } from '../components/device-stats';
import { useDeviceColumns } from '../components/use-device-columns';

/**
 * /devices: statistics (by status, operating system and app version, active this week), a
 * searchable, filtered list, a device's details in a drawer, block and activate with a reason.
 * Phones registering or staff changes elsewhere show live (the module's .live.ts).
 */
export default function DevicesListPage() {
  const { t } = useTranslation(['devices', 'ui']);
  const { can } = useAuth();
  const list = useListParams(DEVICE_LIST_CONFIG);
  const devices = useDevices(list.query);
  const [shownId, setShownId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DeviceDialogState>(null);
  const handlers = useMemo<DeviceActionHandlers>(
    () => ({
      onView: (device: Device) => setShownId(device.id),
      onBlock: (device: Device) => setDialog({ kind: 'block', device }),
      onActivate: (device: Device) => setDialog({ kind: 'activate', device }),
      onDelete: (device: Device) => setDialog({ kind: 'delete', device }),
    }),
    [],
  );
  const columns = useDeviceColumns(handlers);

  const createButton = (size?: 'sm') =>
    can('device.create') && (
      <Button asChild colorPalette="blue" size={size}>
        <RouterLink to="/devices/create">
          <Plus size={16} aria-hidden="true" />
          {t('devices:actions.create')}
        </RouterLink>
      </Button>
    );

  return (
    <Stack gap="6">
      <PageHeader
        title={t('devices:title')}
        description={t('devices:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('devices:title') }]}
        actions={createButton()}
      />
      <DeviceStats />
      <DataTable
        label={t('devices:title')}
        columns={columns}
        data={devices.data?.data}
        meta={devices.data?.meta}
        list={list}
        getRowId={(device) => String(device.id)}
        getRowLabel={(device) => device.name}
        isLoading={devices.isPending}
        isFetching={devices.isFetching}
        isError={devices.isError}
        onRetry={() => void devices.refetch()}
        searchPlaceholder={t('devices:search_placeholder')}
        filters={<DeviceFilters list={list} />}
        storageKey="devices"
        exportFormats={['xlsx', 'csv']}
        onExport={(format) => exportDevices(format, list.filterQuery)}
        defaultHiddenColumns={['ip_address', 'serial_number', 'registered_at']}
        onRowClick={(device) => setShownId(device.id)}
        emptyTitle={t('devices:empty.title')}
        emptyDescription={t('devices:empty.description')}
        emptyAction={createButton('sm')}
      />
      <DeviceDetailDrawer deviceId={shownId} onClose={() => setShownId(null)} handlers={handlers} />
      <DeviceDialogs state={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
