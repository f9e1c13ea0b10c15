import { type Device, DeviceInputSchema } from '@pickleball/domain';
import type { z } from 'zod';

/** What the device form holds: DeviceInputSchema's input (the owner by id). */
export type DeviceFormValues = z.input<typeof DeviceInputSchema>;

/**
 * The form's starting values: a device's, or a new active device. A blocked device's form has no
 * status (it is activated with its own action, and the API refuses a status for it).
 */
export function deviceFormDefaults(device?: Device): DeviceFormValues {
  return {
    name: device?.name ?? '',
    description: device?.description ?? '',
    status: device?.status === 'blocked' ? undefined : (device?.status ?? 'active'),
    platform: device?.platform ?? 'android',
    os_version: device?.os_version ?? '',
    app_version: device?.app_version ?? '',
    manufacturer: device?.manufacturer ?? '',
    model: device?.model ?? '',
    serial_number: device?.serial_number ?? '',
    ip_address: device?.ip_address ?? '',
    mac_address: device?.mac_address ?? '',
    sort_order: device?.sort_order ?? 0,
    is_archived: device?.is_archived ?? false,
    user_id: device?.user?.id ?? null,
  };
}

/** The schema's parse, for tests and for the pages (blanks → null, addresses normalised). */
export const parseDeviceForm = (values: DeviceFormValues) => DeviceInputSchema.parse(values);
