import { dataEnvelope } from '@pickleball/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { defineRoute } from '../../platform/routing';

const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptime_seconds: z.number(),
});

export const healthRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/health',
    access: { public: true },
    summary: 'Liveness and database check',
    tags: ['health'],
    response: dataEnvelope(HealthSchema),
    handler: async ({ ctx }) => {
      try {
        await sql`select 1`.execute(ctx.db);
      } catch (error) {
        ctx.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('service_unavailable');
      }
      return {
        data: {
          status: 'ok' as const,
          database: 'ok' as const,
          uptime_seconds: Math.round(process.uptime()),
        },
      };
    },
  }),
];
