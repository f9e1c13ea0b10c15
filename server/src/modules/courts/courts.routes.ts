import {
  CourtExportQuerySchema,
  CourtImportOptionsSchema,
  CourtInputSchema,
  CourtListQuerySchema,
  CourtSchema,
  CourtStatsSchema,
  dataEnvelope,
  IdParamsSchema,
  IMPORT_MAX_BYTES,
  ImportSummarySchema,
  listEnvelope,
} from '@pickleball/domain';
import { defineRoute } from '../../platform/routing';
import { CONTENT_TYPES, sendDownload } from '../../platform/spreadsheet';
import { readUploadedFile } from '../../platform/uploads';
import {
  createCourt,
  exportCourts,
  getCourt,
  getCourtStats,
  listCourts,
  setCourtArchived,
  updateCourt,
} from './courts.service';
import { analyseRows, importRows, summarise } from './import/court-import';
import { buildImportReport, buildImportTemplate } from './import/import-workbooks';
import { readSheetRows } from './import/spreadsheet-file';

const tags = ['courts'];
const CourtEnvelope = dataEnvelope(CourtSchema);

export const courtRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/courts',
    access: { permission: 'court.view' },
    summary: 'List courts with search, filters, sorting and pagination',
    tags,
    query: CourtListQuerySchema,
    response: listEnvelope(CourtSchema),
    handler: ({ ctx, query }) => listCourts(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/courts/stats',
    access: { permission: 'court.view' },
    summary: 'Court statistics',
    tags,
    response: dataEnvelope(CourtStatsSchema),
    handler: async ({ ctx }) => ({ data: await getCourtStats(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/courts/export',
    access: { permission: 'court.view' },
    summary: 'Download the whole filtered list as .xlsx or .csv',
    tags,
    query: CourtExportQuerySchema,
    handler: async ({ ctx, query }, reply) => {
      const download = exportCourts(ctx, query);
      return sendDownload(reply, { ...download, body: download.stream });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/courts/:id',
    access: { permission: 'court.view' },
    summary: 'One court',
    tags,
    params: IdParamsSchema,
    response: CourtEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getCourt(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/courts',
    access: { permission: 'court.create' },
    summary: 'Create a court',
    tags,
    body: CourtInputSchema,
    response: CourtEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createCourt(ctx, body),
      message: ctx.t('courts:done.created'),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/courts/:id',
    access: { permission: 'court.edit' },
    summary: 'Update a court',
    tags,
    params: IdParamsSchema,
    body: CourtInputSchema,
    response: CourtEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateCourt(ctx, params.id, body),
      message: ctx.t('courts:done.updated'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/courts/:id/archive',
    access: { permission: 'court.edit' },
    summary: 'Archive a court (restorable)',
    tags,
    params: IdParamsSchema,
    response: CourtEnvelope,
    handler: async ({ ctx, params }) => ({
      data: await setCourtArchived(ctx, params.id, true),
      message: ctx.t('courts:done.archived'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/courts/:id/restore',
    access: { permission: 'court.edit' },
    summary: 'Restore an archived court to the status it had',
    tags,
    params: IdParamsSchema,
    response: CourtEnvelope,
    handler: async ({ ctx, params }) => ({
      data: await setCourtArchived(ctx, params.id, false),
      message: ctx.t('courts:done.restored'),
    }),
  }),
];

export const courtImportRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/courts/import/template',
    access: { permission: 'court.import' },
    summary: 'The import template (.xlsx) in the caller’s language',
    tags,
    handler: async ({ ctx }, reply) =>
      sendDownload(reply, {
        contentType: CONTENT_TYPES.xlsx,
        filename: `courts-import-template-${ctx.locale}.xlsx`,
        body: await buildImportTemplate(ctx),
      }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/courts/import/preview',
    access: { permission: 'court.import' },
    summary: 'Read an .xlsx or .xls file (multipart field `file`) and show what importing it would do',
    tags,
    query: CourtImportOptionsSchema,
    response: dataEnvelope(ImportSummarySchema),
    handler: async ({ ctx, query, raw }) => {
      const { buffer } = await readUploadedFile(raw, IMPORT_MAX_BYTES);
      return { data: summarise(await analyseRows(ctx, readSheetRows(buffer), query)) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/courts/import',
    access: { permission: 'court.import' },
    summary: 'Import courts from an .xlsx or .xls file (multipart field `file`), in batches of 100',
    tags,
    query: CourtImportOptionsSchema,
    response: dataEnvelope(ImportSummarySchema),
    handler: async ({ ctx, query, raw }) => {
      const { buffer } = await readUploadedFile(raw, IMPORT_MAX_BYTES);
      const summary = await importRows(
        ctx,
        await analyseRows(ctx, readSheetRows(buffer), query),
        query.progress_key,
      );
      return {
        data: summary,
        message: ctx.t('courts:import.imported', {
          created: summary.created ?? 0,
          updated: summary.updated ?? 0,
        }),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/courts/import/report',
    access: { permission: 'court.import' },
    summary: 'A preview or import summary as an .xlsx report',
    tags,
    body: ImportSummarySchema,
    handler: async ({ ctx, body }, reply) =>
      sendDownload(reply, {
        contentType: CONTENT_TYPES.xlsx,
        filename: 'courts-import-report.xlsx',
        body: await buildImportReport(ctx, body),
      }),
  }),
];
