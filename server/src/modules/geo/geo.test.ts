import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { matchAddress } from './geo.data';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('administrative units', () => {
  it('lists the 34 provinces and the wards of one, without sign-in', async () => {
    const provinces = (await app.inject({ method: 'GET', url: '/api/v1/geo/provinces' })).json().data;
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({
      code: '01',
      name: 'Thành phố Hà Nội',
      name_en: 'Hanoi City',
      type: 'city',
    });
    const wards = await app.inject({ method: 'GET', url: '/api/v1/geo/provinces/01/wards' });
    expect(wards.headers['cache-control']).toBe('public, max-age=86400');
    expect(wards.json().data).toHaveLength(126);
    expect(wards.json().data[0]).toMatchObject({ code: '00004', name: 'Phường Ba Đình' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/geo/provinces/99/wards' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/geo/provinces/x/wards' })).statusCode).toBe(422);
  });

  it('matches hand-written addresses: no diacritics, prefixes, English names, old provinces', () => {
    expect(matchAddress('Thanh pho Ho Chi Minh', 'phuong ben thanh')).toMatchObject({
      province: { code: '79' },
      ward: { name: 'Phường Bến Thành' },
      legacyProvince: null,
    });
    expect(matchAddress('Hanoi', 'Ba Dinh Ward')).toMatchObject({
      province: { code: '01' },
      ward: { code: '00004' },
    });
    expect(matchAddress('79', '26743').ward).toMatchObject({ code: '26743', name: 'Phường Bến Thành' });
    // Bình Dương merged into Thành phố Hồ Chí Minh on 2025-07-01.
    expect(matchAddress('Bình Dương', null)).toMatchObject({
      province: { code: '79' },
      legacyProvince: 'Tỉnh Bình Dương',
    });
    expect(matchAddress('Hà Giang', null)).toMatchObject({
      province: { code: '08' },
      legacyProvince: 'Tỉnh Hà Giang',
    });
    expect(matchAddress('Atlantis', 'Nowhere')).toEqual({ province: null, ward: null, legacyProvince: null });
    expect(matchAddress('Hà Nội', 'Phường Bến Thành').ward).toBeNull();
  });
});
