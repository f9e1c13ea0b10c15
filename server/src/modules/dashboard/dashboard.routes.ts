import { DashboardQuerySchema, DashboardSchema, dataEnvelope } from '@pickleball/domain';
import { defineRoute } from '../../platform/routing';
import { getDashboard } from './dashboard.service';

export const dashboardRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/dashboard',
    access: { authenticated: true },
    summary:
      "The signed-in user's dashboard: a card for each module they may open, and their profile completion",
    tags: ['dashboard'],
    query: DashboardQuerySchema,
    response: dataEnvelope(DashboardSchema),
    handler: async ({ ctx, query }) => ({ data: await getDashboard(ctx, query.tz) }),
  }),
];
