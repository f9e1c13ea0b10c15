import { Text } from '@chakra-ui/react';
import { type Device, DeviceActivateInputSchema, DeviceBlockInputSchema } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextareaField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { FormDialog } from '../../../components/form-dialog';
import { useDeleteDevice, useSetDeviceBlocked } from '../api/device-actions';

/** Which dialog the page shows, for which device. */
export type DeviceDialogState = { kind: 'block' | 'activate' | 'delete'; device: Device } | null;

/** Blocking asks why (the reason goes to the audit trail and shows on the device). */
function BlockDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const setBlocked = useSetDeviceBlocked(device.id);
  const form = useZodForm(DeviceBlockInputSchema, { defaultValues: { reason: '' } });
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      title={t('devices:block.title', { name: device.name })}
      description={t('devices:block.description')}
      confirmLabel={t('devices:actions.block')}
      onConfirm={({ reason }) => setBlocked.mutateAsync({ blocked: true, reason })}
    >
      <TextareaField
        name="reason"
        label={t('devices:block.reason')}
        placeholder={t('devices:block.reason_placeholder')}
        required
        rows={3}
        maxLength={500}
      />
    </FormDialog>
  );
}

/** Activating may say why (optional), e.g. the lost phone was found. */
function ActivateDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const setBlocked = useSetDeviceBlocked(device.id);
  const form = useZodForm(DeviceActivateInputSchema, { defaultValues: { reason: '' } });
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      title={t('devices:activate.title', { name: device.name })}
      description={t('devices:activate.description')}
      confirmLabel={t('devices:actions.activate')}
      confirmButton={{ colorPalette: 'green' }}
      onConfirm={({ reason }) => setBlocked.mutateAsync({ blocked: false, reason })}
    >
      {device.block_reason && (
        <Text fontSize="sm" color="fg.muted">
          {t('devices:activate.blocked_because', { reason: device.block_reason })}
        </Text>
      )}
      <TextareaField name="reason" label={t('devices:activate.reason')} rows={3} maxLength={500} />
    </FormDialog>
  );
}

function DeleteDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const remove = useDeleteDevice(device.id);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('devices:delete.title', { name: device.name })}
      description={t('devices:delete.description')}
      confirmLabel={t('devices:actions.delete')}
      irreversible
      onConfirm={() => remove.mutateAsync()}
    />
  );
}

/** The dialog of the action chosen on a device (block, activate, delete), or nothing. */
export function DeviceDialogs({ state, onClose }: { state: DeviceDialogState; onClose: () => void }) {
  if (!state) return null;
  // Keyed by device: a dialog never shows another device's typed reason.
  if (state.kind === 'block')
    return <BlockDialog key={state.device.id} device={state.device} onClose={onClose} />;
  if (state.kind === 'activate')
    return <ActivateDialog key={state.device.id} device={state.device} onClose={onClose} />;
  return <DeleteDialog key={state.device.id} device={state.device} onClose={onClose} />;
}
