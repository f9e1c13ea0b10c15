import { dataEnvelope, ProvinceCodeParamsSchema, ProvinceSchema, WardSchema } from '@pickleball/domain';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { defineRoute } from '../../platform/routing';
import { findProvince, listProvinces } from './geo.data';

const tags = ['geo'];
/** The units change by national resolution a few times a year: a day of caching is safe. */
const CACHE = 'public, max-age=86400';

export const geoRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/geo/provinces',
    access: { public: true },
    summary: "Vietnam's 34 provinces and cities (after the 2025 reform)",
    tags,
    response: dataEnvelope(z.array(ProvinceSchema)),
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { data: listProvinces().map(({ wards: _wards, ...province }) => province) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/geo/provinces/:code/wards',
    access: { public: true },
    summary: 'The wards, communes and special zones of a province',
    tags,
    params: ProvinceCodeParamsSchema,
    response: dataEnvelope(z.array(WardSchema)),
    handler: async ({ params }, reply) => {
      const province = findProvince(params.code);
      if (!province) throw notFound();
      reply.header('cache-control', CACHE);
      return { data: province.wards };
    },
  }),
];
