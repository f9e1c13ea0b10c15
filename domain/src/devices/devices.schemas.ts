import { z } from 'zod';
import { ExportShape, ListQueryShape, sortSchema } from '../common/pagination';
import { IdSchema, optionalString, QueryBooleanSchema, requiredString } from '../common/validation';
import { DEVICE_PLATFORMS, DEVICE_STATUSES, normalizeIpAddress, normalizeMacAddress } from './devices.rules';

/**
 * Devices API (issue 16 §3). Routes, all under /api/v1:
 * Staff (SPEC §2):
 * - GET    /devices                 device.view    DeviceListQuery → list of Device
 * - GET    /devices/stats           device.view    DeviceStats
 * - GET    /devices/filters         device.view    DeviceFilterOptions (app versions, manufacturers seen)
 * - GET    /devices/export          device.view    .xlsx / .csv of the filtered list
 * - GET    /devices/{id}            device.view    Device
 * - POST   /devices                 device.create  DeviceInput → Device (201)
 * - PUT    /devices/{id}            device.edit    DeviceInput → Device
 * - POST   /devices/{id}/block      device.edit    { reason } → Device (its push token stops, its calls are refused)
 * - POST   /devices/{id}/activate   device.edit    { reason? } → Device
 * - DELETE /devices/{id}            device.edit    → message (cannot be undone)
 * - GET    /devices/owner-candidates?search=  device.create | device.edit: users to own a device (up to 20)
 * The mobile app, signed in as the player (any signed-in user):
 * - GET    /me/devices              my devices
 * - POST   /me/devices              DeviceRegisterInput → Device (new, or known by its serial): registers or
 *                                   refreshes this phone with its push token; a blocked device is refused
 * - POST   /me/devices/{id}/activity DeviceActivityInput → Device: last active, versions, a new push token
 * - DELETE /me/devices/{id}         signs this phone out of push (status deleted, token removed)
 * Every call carrying `X-Device-Id` of a blocked device is refused with 403 `device.blocked`.
 * Realtime: `device.updated` ({ id }) on resource:devices when a device is registered or changed.
 */

const PersonSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

export const DeviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(DEVICE_STATUSES),
  platform: z.enum(DEVICE_PLATFORMS),
  os_version: z.string().nullable(),
  app_version: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  serial_number: z.string().nullable(),
  ip_address: z.string().nullable(),
  mac_address: z.string().nullable(),
  registered_at: z.string(),
  last_active_at: z.string().nullable(),
  sort_order: z.number().int(),
  is_archived: z.boolean(),
  user: PersonSchema.nullable(),
  /** Whether the app gave a push token (never answered itself). */
  has_push_token: z.boolean(),
  block_reason: z.string().nullable(),
  blocked_at: z.string().nullable(),
  blocked_by: PersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Device = z.infer<typeof DeviceSchema>;

const MacAddressSchema = z
  .string()
  .trim()
  .max(17, 'mac_address')
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const mac = normalizeMacAddress(value);
    if (!mac) context.addIssue({ code: 'custom', message: 'mac_address' });
    return mac;
  });

const IpAddressSchema = z
  .string()
  .trim()
  .max(45, 'ip_address')
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const ip = normalizeIpAddress(value);
    if (!ip) context.addIssue({ code: 'custom', message: 'ip_address' });
    return ip;
  });

const VersionSchema = optionalString(50);

/** The statuses staff set through the form; `blocked` comes only with the block action and its reason. */
export const DEVICE_FORM_STATUSES = ['active', 'inactive', 'pending', 'archived', 'deleted'] as const;

export const DeviceInputSchema = z.object({
  name: requiredString(100),
  description: optionalString(1000),
  /** Omitted: unchanged (a blocked device is activated with its own action). */
  status: z.enum(DEVICE_FORM_STATUSES, { error: 'one_of' }).optional(),
  platform: z.enum(DEVICE_PLATFORMS, { error: 'one_of' }).default('other'),
  os_version: VersionSchema,
  app_version: VersionSchema,
  manufacturer: optionalString(100),
  model: optionalString(100),
  /** Unique among devices ('This serial number is already registered'). */
  serial_number: optionalString(100),
  ip_address: IpAddressSchema,
  mac_address: MacAddressSchema,
  sort_order: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(0, 'number_min')
    .max(1_000_000, 'number_max')
    .default(0),
  is_archived: z.boolean({ error: 'invalid_type' }).default(false),
  user_id: IdSchema.nullish().transform((value) => value ?? null),
});
export type DeviceInput = z.infer<typeof DeviceInputSchema>;

/** An FCM registration token (opaque; FCM's are ~160 characters, bounded generously). */
const PushTokenSchema = z.string().trim().min(1, 'required').max(4096, 'string_max');

export const DeviceRegisterInputSchema = z.object({
  name: requiredString(100),
  platform: z.enum(['android', 'ios'], { error: 'one_of' }),
  os_version: requiredString(50),
  app_version: requiredString(50),
  manufacturer: optionalString(100),
  model: optionalString(100),
  /** The app's stable id of this phone (its serial number, or the vendor id on iOS). */
  serial_number: requiredString(100),
  mac_address: MacAddressSchema,
  push_token: PushTokenSchema.nullish().transform((value) => value ?? null),
});
export type DeviceRegisterInput = z.infer<typeof DeviceRegisterInputSchema>;

export const DeviceActivityInputSchema = z.object({
  os_version: VersionSchema.optional(),
  app_version: VersionSchema.optional(),
  push_token: PushTokenSchema.optional(),
});
export type DeviceActivityInput = z.infer<typeof DeviceActivityInputSchema>;

export const DeviceBlockInputSchema = z.object({ reason: requiredString(500) });
export const DeviceActivateInputSchema = z.object({ reason: optionalString(500) });

export const DeviceListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(
    ['name', 'last_active_at', 'registered_at', 'sort_order', 'app_version', 'status', 'id'],
    '-last_active_at',
  ),
  status: z.enum(DEVICE_STATUSES, { error: 'one_of' }).optional(),
  platform: z.enum(DEVICE_PLATFORMS, { error: 'one_of' }).optional(),
  app_version: z.string().trim().max(50, 'string_max').optional(),
  user_id: IdSchema.optional(),
  /** true: reported within DEVICE_ACTIVE_DAYS; false: not (or never). */
  recently_active: QueryBooleanSchema.optional(),
  /** true: archived devices only; omitted or false: the others. */
  archived: QueryBooleanSchema.optional(),
});
export type DeviceListQuery = z.infer<typeof DeviceListQuerySchema>;
export const DeviceExportQuerySchema = DeviceListQuerySchema.omit({ page: true, per_page: true }).extend(
  ExportShape,
);
export type DeviceExportQuery = z.infer<typeof DeviceExportQuerySchema>;

export const DeviceStatsSchema = z.object({
  /** Devices not archived. */
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
  by_platform: z.record(z.string(), z.number().int()),
  /** The most common app versions first, at most 8 (null: the app never said). */
  by_app_version: z.array(z.object({ version: z.string().nullable(), count: z.number().int() })),
  /** Devices on the other app versions, together. */
  other_app_versions: z.number().int(),
  /** Reported within DEVICE_ACTIVE_DAYS. */
  recently_active: z.number().int(),
  archived: z.number().int(),
});
export type DeviceStats = z.infer<typeof DeviceStatsSchema>;

export const DeviceFilterOptionsSchema = z.object({
  app_versions: z.array(z.string()),
});
export type DeviceFilterOptions = z.infer<typeof DeviceFilterOptionsSchema>;

export const DeviceOwnerQuerySchema = z.object({
  search: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'string_max'),
});

/** A user a device may belong to, as the owner picker lists them. */
export const DeviceOwnerSchema = PersonSchema;
export type DeviceOwner = z.infer<typeof DeviceOwnerSchema>;
