import {
  Alert,
  Button,
  CloseButton,
  DataList,
  Drawer,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Device } from '@pickleball/domain';
import { Ban, CircleCheck, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useDevice } from '../api/get-device';
import { DeviceStatusBadge } from './device-badges';
import { useDeviceLabels } from './device-labels';
import type { DeviceActionHandlers } from './device-row-actions';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0" wordBreak="break-word">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** Everything about a device over the list, with its actions: block or activate, edit, delete. */
function DeviceDetails({ device }: { device: Device }) {
  const { t, i18n } = useTranslation('devices');
  const labels = useDeviceLabels();
  const locale = i18n.language;
  const dash = <Text color="fg.muted">—</Text>;
  const mono = (value: string | null) => (value ? <Text fontFamily="mono">{value}</Text> : dash);
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Text fontWeight="semibold" fontSize="lg">
          {device.name}
        </Text>
        {device.description && <Text color="fg.muted">{device.description}</Text>}
        <HStack gap="2">
          <DeviceStatusBadge status={device.status} isArchived={device.is_archived} />
        </HStack>
      </Stack>
      {device.status === 'blocked' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {device.blocked_by && device.blocked_at
                ? t('devices:detail.blocked_by', {
                    name: device.blocked_by.name,
                    date: formatDateTime(device.blocked_at, locale),
                  })
                : t('devices:status.blocked')}
            </Alert.Title>
            {device.block_reason && <Alert.Description>{device.block_reason}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      <DataList.Root orientation="horizontal" gap="3">
        <Item label={t('devices:fields.user')}>
          {device.user ? `${device.user.name} (@${device.user.username})` : dash}
        </Item>
        <Item label={t('devices:fields.platform')}>
          {labels.platformLabel(device.platform)}
          {device.os_version ? ` ${device.os_version}` : ''}
        </Item>
        <Item label={t('devices:fields.app_version')}>{device.app_version ?? dash}</Item>
        <Item label={t('devices:fields.manufacturer')}>{device.manufacturer ?? dash}</Item>
        <Item label={t('devices:fields.model')}>{device.model ?? dash}</Item>
        <Item label={t('devices:fields.serial_number')}>{mono(device.serial_number)}</Item>
        <Item label={t('devices:fields.ip_address')}>{mono(device.ip_address)}</Item>
        <Item label={t('devices:fields.mac_address')}>{mono(device.mac_address)}</Item>
        <Item label={t('devices:fields.push')}>
          {t(device.has_push_token ? 'devices:detail.push_on' : 'devices:detail.push_off')}
        </Item>
        <Item label={t('devices:fields.registered_at')}>{formatDateTime(device.registered_at, locale)}</Item>
        <Item label={t('devices:fields.last_active_at')}>
          {device.last_active_at ? formatDateTime(device.last_active_at, locale) : t('devices:never_active')}
        </Item>
        <Item label={t('devices:fields.sort_order')}>{formatNumber(device.sort_order, locale)}</Item>
        <Item label={t('devices:fields.updated_at')}>{formatDateTime(device.updated_at, locale)}</Item>
      </DataList.Root>
    </Stack>
  );
}

export interface DeviceDetailDrawerProps {
  /** The device to show; null closes the drawer. */
  deviceId: number | null;
  onClose: () => void;
  handlers: Omit<DeviceActionHandlers, 'onView'>;
}

export function DeviceDetailDrawer({ deviceId, onClose, handlers }: DeviceDetailDrawerProps) {
  const { t } = useTranslation(['devices', 'ui']);
  const { can } = useAuth();
  const query = useDevice(deviceId);
  const device = query.data?.data;
  const canEdit = can('device.edit');
  return (
    <Drawer.Root open={deviceId !== null} onOpenChange={(event) => !event.open && onClose()} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('devices:detail.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {query.isError ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{t('devices:detail.load_failed')}</Alert.Title>
                </Alert.Root>
              ) : !device ? (
                <Stack gap="4" aria-busy="true">
                  <Skeleton height="12" />
                  <Skeleton height="48" />
                </Stack>
              ) : (
                <DeviceDetails device={device} />
              )}
            </Drawer.Body>
            {device && canEdit && (
              <Drawer.Footer flexWrap="wrap">
                <Button variant="outline" colorPalette="red" onClick={() => handlers.onDelete(device)}>
                  <Trash2 size={14} aria-hidden="true" />
                  {t('devices:actions.delete')}
                </Button>
                {device.status === 'blocked' ? (
                  <Button variant="outline" colorPalette="green" onClick={() => handlers.onActivate(device)}>
                    <CircleCheck size={14} aria-hidden="true" />
                    {t('devices:actions.activate')}
                  </Button>
                ) : (
                  <Button variant="outline" colorPalette="red" onClick={() => handlers.onBlock(device)}>
                    <Ban size={14} aria-hidden="true" />
                    {t('devices:actions.block')}
                  </Button>
                )}
                <Button asChild colorPalette="blue">
                  <RouterLink to={`/devices/${device.id}/edit`}>
                    <Pencil size={14} aria-hidden="true" />
                    {t('devices:actions.edit')}
                  </RouterLink>
                </Button>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ui:confirm.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
