import { DEVICE_ID_HEADER } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findDeviceStatus } from './devices.repository';

/**
 * A blocked device's calls are refused (issue 16 §3): the mobile app names its device in
 * `X-Device-Id` on every call, and a call naming a blocked device answers 403 `device.blocked`
 * whoever is signed in on it. One primary-key read, only for calls that carry the header; the
 * block applies on the next call, on every instance.
 */
export function installDeviceGuard(app: FastifyInstance, services: AppServices): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers[DEVICE_ID_HEADER];
    if (typeof header !== 'string' || !request.routeOptions.config.access) return;
    if (!/^[1-9]\d{0,15}$/.test(header)) return;
    const device = await findDeviceStatus(services.db, Number(header));
    if (device?.status === 'blocked') throw new AppError('device.blocked');
  });
}
