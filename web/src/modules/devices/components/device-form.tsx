import { Alert, SimpleGrid } from '@chakra-ui/react';
import { type Device, type DeviceInput, DeviceInputSchema, type DeviceOwner } from '@pickleball/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { Form, FormActions } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { WholeNumberField } from '../../../components/form/number-fields';
import { SelectField } from '../../../components/form/select-field';
import { SwitchField } from '../../../components/form/switch-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { SearchPicker } from '../../../components/search-picker/search-picker';
import { searchDeviceOwners } from '../api/search-device-owners';
import { deviceKeys } from '../devices.keys';
import { type DeviceFormValues, deviceFormDefaults } from './device-form-values';
import { useDeviceLabels } from './device-labels';

/** The user the device belongs to, found by name, username, e-mail or phone. */
function OwnerField({ device }: { device?: Device }) {
  const { t } = useTranslation('devices');
  const error = useFieldError('user_id');
  const [owner, setOwner] = useState<DeviceOwner | null>(device?.user ?? null);
  return (
    <Controller<DeviceFormValues, 'user_id'>
      name="user_id"
      render={({ field }) => (
        <SearchPicker
          label={t('devices:fields.user')}
          helperText={t('devices:form.user_help')}
          placeholder={t('devices:form.user_placeholder')}
          noneText={t('devices:form.no_users')}
          minLength={1}
          shortText={t('devices:form.user_hint')}
          clearOnType
          value={owner}
          errorText={error}
          inputRef={field.ref}
          onBlur={field.onBlur}
          search={async (term, signal) => (await searchDeviceOwners(term, signal)).data}
          queryKey={deviceKeys.owners()}
          describe={(user) => `@${user.username}`}
          onChange={(next) => {
            setOwner(next);
            field.onChange(next?.id ?? null);
          }}
        />
      )}
    />
  );
}

export interface DeviceFormProps {
  device?: Device;
  /** The form's accessible name (the page title). */
  label: string;
  submitLabel: string;
  onSubmit: (input: DeviceInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The device form (SPEC §3 "Device"): name, owner, the phone's make and versions, its serial
 * number and addresses (MAC and IP checked and written one way), status and order. A blocked
 * device's status is not in the form: it is activated with its own action and reason.
 */
export function DeviceForm({ device, label, submitLabel, onSubmit, onCancel }: DeviceFormProps) {
  const { t } = useTranslation(['devices', 'ui']);
  const labels = useDeviceLabels();
  const form = useZodForm(DeviceInputSchema, { defaultValues: deviceFormDefaults(device), mode: 'onSubmit' });
  const isBlocked = device?.status === 'blocked';
  return (
    <Form warnOnLeave form={form} aria-label={label} maxW="4xl" onSubmit={onSubmit}>
      <FormSection title={t('devices:form.about')}>
        <TextField name="name" label={t('devices:fields.name')} required maxLength={100} autoComplete="off" />
        <TextareaField name="description" label={t('devices:fields.description')} rows={3} maxLength={1000} />
        <OwnerField device={device} />
      </FormSection>
      <FormSection title={t('devices:form.hardware')} description={t('devices:form.hardware_help')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <SelectField
            name="platform"
            label={t('devices:fields.platform')}
            options={labels.platformOptions}
          />
          <TextField
            name="os_version"
            label={t('devices:fields.os_version')}
            maxLength={50}
            autoComplete="off"
          />
          <TextField name="manufacturer" label={t('devices:fields.manufacturer')} maxLength={100} />
          <TextField name="model" label={t('devices:fields.model')} maxLength={100} />
          <TextField
            name="app_version"
            label={t('devices:fields.app_version')}
            maxLength={50}
            autoComplete="off"
          />
          <TextField
            name="serial_number"
            label={t('devices:fields.serial_number')}
            helperText={t('devices:form.serial_help')}
            maxLength={100}
            autoComplete="off"
          />
          <TextField
            name="mac_address"
            label={t('devices:fields.mac_address')}
            placeholder="00:1A:2B:3C:4D:5E"
            maxLength={17}
            autoComplete="off"
          />
          <TextField
            name="ip_address"
            label={t('devices:fields.ip_address')}
            placeholder="113.161.20.40"
            maxLength={45}
            autoComplete="off"
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('devices:form.state')}>
        {isBlocked ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{t('devices:form.blocked_note')}</Alert.Description>
          </Alert.Root>
        ) : (
          <SelectField name="status" label={t('devices:fields.status')} options={labels.formStatusOptions} />
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <WholeNumberField
            name="sort_order"
            label={t('devices:fields.sort_order')}
            helperText={t('devices:form.sort_order_help')}
          />
          <SwitchField
            name="is_archived"
            label={t('devices:fields.is_archived')}
            helperText={t('devices:form.is_archived_help')}
          />
        </SimpleGrid>
      </FormSection>
      <FormActions submitLabel={submitLabel} onCancel={onCancel} />
    </Form>
  );
}
