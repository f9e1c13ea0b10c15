import {
  DeviceActivateInputSchema,
  DeviceActivityInputSchema,
  DeviceBlockInputSchema,
  DeviceExportQuerySchema,
  DeviceFilterOptionsSchema,
  DeviceInputSchema,
  DeviceListQuerySchema,
  DeviceOwnerQuerySchema,
  DeviceOwnerSchema,
  DeviceRegisterInputSchema,
  DeviceSchema,
  DeviceStatsSchema,
  dataEnvelope,
  IdParamsSchema,
  listEnvelope,
  MessageEnvelopeSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import { sendDownload } from '../../platform/spreadsheet';
import { listMyDevices, registerMyDevice, reportDeviceActivity, signOutMyDevice } from './devices.app';
import { exportDevices } from './devices.export';
import {
  createDevice,
  deleteDevice,
  findDeviceOwners,
  getDevice,
  getDeviceFilters,
  getDeviceStats,
  listDevices,
  setDeviceBlocked,
  updateDeviceDetails,
} from './devices.service';

const tags = ['devices'];
const DeviceEnvelope = dataEnvelope(DeviceSchema);
/** The mobile app's calls: the player signed in on the phone. */
const signedIn = { authenticated: true } as const;

const DONE = {
  created: 'devices:done.created',
  updated: 'devices:done.updated',
  blocked: 'devices:done.blocked',
  activated: 'devices:done.activated',
  deleted: 'devices:done.deleted',
  registered: 'devices:done.registered',
  signed_out: 'devices:done.signed_out',
} as const;

export const deviceRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/devices/export',
    access: { permission: 'device.view' },
    summary: 'Download the whole filtered list of devices as .xlsx or .csv',
    tags,
    query: DeviceExportQuerySchema,
    handler: async ({ ctx, query }, reply) => {
      const download = exportDevices(ctx, query);
      return sendDownload(reply, { ...download, body: download.stream });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/devices',
    access: { permission: 'device.view' },
    summary: 'List devices (search; status, platform, app version, owner, recently active, archived)',
    tags,
    query: DeviceListQuerySchema,
    response: listEnvelope(DeviceSchema),
    handler: ({ ctx, query }) => listDevices(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/devices/stats',
    access: { permission: 'device.view' },
    summary: 'Devices by status, platform and app version, and those active in the last 7 days',
    tags,
    response: dataEnvelope(DeviceStatsSchema),
    handler: async ({ ctx }) => ({ data: await getDeviceStats(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/devices/filters',
    access: { permission: 'device.view' },
    summary: 'The app versions devices reported (for the list filter)',
    tags,
    response: dataEnvelope(DeviceFilterOptionsSchema),
    handler: async ({ ctx }) => ({ data: await getDeviceFilters(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/devices/owner-candidates',
    access: { permission: ['device.create', 'device.edit'] },
    summary: 'Users a device may belong to, by name, username, e-mail or phone (up to 20)',
    tags,
    query: DeviceOwnerQuerySchema,
    response: z.object({ data: z.array(DeviceOwnerSchema) }),
    handler: async ({ ctx, query }) => ({ data: await findDeviceOwners(ctx, query.search) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/devices/:id',
    access: { permission: 'device.view' },
    summary: 'One device',
    tags,
    params: IdParamsSchema,
    response: DeviceEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getDevice(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/devices',
    access: { permission: 'device.create' },
    summary: 'Register a device by hand',
    tags,
    body: DeviceInputSchema,
    response: DeviceEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({ data: await createDevice(ctx, body), message: ctx.t(DONE.created) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/devices/:id',
    access: { permission: 'device.edit' },
    summary: 'Update a device (a blocked one keeps its status until activated)',
    tags,
    params: IdParamsSchema,
    body: DeviceInputSchema,
    response: DeviceEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateDeviceDetails(ctx, params.id, body),
      message: ctx.t(DONE.updated),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/devices/:id/block',
    access: { permission: 'device.edit' },
    summary: 'Block a device: no more push to it, and its calls are refused',
    tags,
    params: IdParamsSchema,
    body: DeviceBlockInputSchema,
    response: DeviceEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await setDeviceBlocked(ctx, params.id, true, body.reason),
      message: ctx.t(DONE.blocked),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/devices/:id/activate',
    access: { permission: 'device.edit' },
    summary: 'Activate a device',
    tags,
    params: IdParamsSchema,
    body: DeviceActivateInputSchema,
    response: DeviceEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await setDeviceBlocked(ctx, params.id, false, body.reason),
      message: ctx.t(DONE.activated),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/devices/:id',
    access: { permission: 'device.edit' },
    summary: 'Delete a device (cannot be undone)',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteDevice(ctx, params.id);
      return { message: ctx.t(DONE.deleted) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/me/devices',
    access: signedIn,
    summary: 'My devices (the mobile app)',
    tags,
    response: z.object({ data: z.array(DeviceSchema) }),
    handler: async ({ ctx }) => ({ data: await listMyDevices(ctx) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/me/devices',
    access: signedIn,
    summary:
      'Register this phone with its push token (the mobile app): new, or refreshed by its serial number',
    tags,
    body: DeviceRegisterInputSchema,
    response: DeviceEnvelope,
    handler: async ({ ctx, body }) => ({
      data: (await registerMyDevice(ctx, body)).device,
      message: ctx.t(DONE.registered),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/me/devices/:id/activity',
    access: signedIn,
    summary: 'Report activity from this phone (last active, versions, a new push token)',
    tags,
    params: IdParamsSchema,
    body: DeviceActivityInputSchema,
    response: DeviceEnvelope,
    handler: async ({ ctx, params, body }) => ({ data: await reportDeviceActivity(ctx, params.id, body) }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/me/devices/:id',
    access: signedIn,
    summary: 'Sign this phone out of push notifications',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await signOutMyDevice(ctx, params.id);
      return { message: ctx.t(DONE.signed_out) };
    },
  }),
];
