import {
  dataEnvelope,
  IdParamsSchema,
  LeaderboardEntrySchema,
  LeaderboardQuerySchema,
  listEnvelope,
  RankpointDetailSchema,
  RankpointExportQuerySchema,
  RankpointInputSchema,
  RankpointListQuerySchema,
  RankpointSchema,
  RankpointUpdateSchema,
} from '@pickleball/domain';
import { defineRoute } from '../../platform/routing';
import { sendDownload } from '../../platform/spreadsheet';
import { exportRankpoints } from './rankpoints.export';
import { getLeaderboard } from './rankpoints.leaderboard';
import { createRankpoint, getRankpoint, listRankpoints, updateRankpoint } from './rankpoints.service';

const tags = ['rankpoints'];

export const rankpointRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/rankpoints/export',
    access: { permission: 'rankpoint.view' },
    summary: 'Download the whole filtered list of rank points as .xlsx or .csv',
    tags,
    query: RankpointExportQuerySchema,
    handler: async ({ ctx, query }, reply) => {
      const download = exportRankpoints(ctx, query);
      return sendDownload(reply, { ...download, body: download.stream });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/rankpoints',
    access: { permission: 'rankpoint.view' },
    summary: 'List rank points (search by player; type, status)',
    tags,
    query: RankpointListQuerySchema,
    response: listEnvelope(RankpointSchema),
    handler: ({ ctx, query }) => listRankpoints(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/rankpoints/leaderboard',
    access: { permission: 'rankpoint.view' },
    summary:
      'Leaderboard of a match type with the movement since a week ago (type, gender, province, age band)',
    tags,
    query: LeaderboardQuerySchema,
    response: listEnvelope(LeaderboardEntrySchema),
    handler: ({ ctx, query }) => getLeaderboard(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/rankpoints/:id',
    access: { permission: 'rankpoint.view' },
    summary: "A player's rank points with the full rating history",
    tags,
    params: IdParamsSchema,
    response: dataEnvelope(RankpointDetailSchema),
    handler: async ({ ctx, params }) => ({ data: await getRankpoint(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/rankpoints',
    access: { permission: 'rankpoint.manage' },
    summary: 'Create a player’s rank points (player, type, match type, rating and reason required)',
    tags,
    body: RankpointInputSchema,
    response: dataEnvelope(RankpointSchema),
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createRankpoint(ctx, body),
      message: ctx.t('rankpoints:done.created'),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/rankpoints/:id',
    access: { permission: 'rankpoint.manage' },
    summary: 'Update type, status and the rating of one match type (kept in the history)',
    tags,
    params: IdParamsSchema,
    body: RankpointUpdateSchema,
    response: dataEnvelope(RankpointSchema),
    handler: async ({ ctx, params, body }) => ({
      data: await updateRankpoint(ctx, params.id, body),
      message: ctx.t('rankpoints:done.updated'),
    }),
  }),
];
