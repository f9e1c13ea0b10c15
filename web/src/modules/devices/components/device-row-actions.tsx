import type { Device } from '@pickleball/domain';
import { Ban, CircleCheck, Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAuth } from '../../../lib/auth';

/** What the list page does for a row's actions (the dialogs live on the page). */
export interface DeviceActionHandlers {
  onView: (device: Device) => void;
  onBlock: (device: Device) => void;
  onActivate: (device: Device) => void;
  onDelete: (device: Device) => void;
}

/** The "…" menu of a device row: details, edit, block or activate, delete, as the user may. */
export function DeviceRowActions({ device, handlers }: { device: Device; handlers: DeviceActionHandlers }) {
  const { t } = useTranslation('devices');
  const { can } = useAuth();
  const navigate = useNavigate();
  const canEdit = can('device.edit');
  return (
    <RowActionsMenu
      rowLabel={device.name}
      actions={[
        {
          value: 'view',
          label: t('devices:actions.view'),
          icon: Eye,
          onSelect: () => handlers.onView(device),
        },
        {
          value: 'edit',
          label: t('devices:actions.edit'),
          icon: Pencil,
          onSelect: () => navigate(`/devices/${device.id}/edit`),
          hidden: !canEdit,
        },
        {
          value: 'block',
          label: t('devices:actions.block'),
          icon: Ban,
          onSelect: () => handlers.onBlock(device),
          hidden: !canEdit || device.status === 'blocked',
          destructive: true,
        },
        {
          value: 'activate',
          label: t('devices:actions.activate'),
          icon: CircleCheck,
          onSelect: () => handlers.onActivate(device),
          hidden: !canEdit || device.status === 'active',
        },
        {
          value: 'delete',
          label: t('devices:actions.delete'),
          icon: Trash2,
          onSelect: () => handlers.onDelete(device),
          hidden: !canEdit,
          destructive: true,
        },
      ]}
    />
  );
}
