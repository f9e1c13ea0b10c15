import {
  AuditExportQuerySchema,
  AuditFiltersSchema,
  AuditListQuerySchema,
  AuditRecordSchema,
  AuditUserOptionSchema,
  AuditUserQuerySchema,
  dataEnvelope,
  IdParamsSchema,
  listEnvelope,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import { sendDownload } from '../../platform/spreadsheet';
import { exportAuditRecords } from './audit.export';
import { getAuditFilters, getAuditRecord, listAuditRecords, searchAuditUsers } from './audit.service';

const tags = ['audit'];

/** Read-only on purpose: nobody changes or deletes audit records through the API. */
export const auditRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/audit',
    access: { permission: 'audit.view' },
    summary: 'The audit trail, filtered by model, event, user and date',
    tags,
    query: AuditListQuerySchema,
    response: listEnvelope(AuditRecordSchema),
    handler: ({ ctx, query }) => listAuditRecords(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/audit/filters',
    access: { permission: 'audit.view' },
    summary: 'Options for the audit filters',
    tags,
    response: dataEnvelope(AuditFiltersSchema),
    handler: async ({ ctx }) => ({ data: await getAuditFilters(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/audit/users',
    access: { permission: 'audit.view' },
    summary:
      'People for the user filter: a diacritic-insensitive search by name, username or e-mail (20 at most)',
    tags,
    query: AuditUserQuerySchema,
    response: dataEnvelope(z.array(AuditUserOptionSchema)),
    handler: async ({ ctx, query }) => ({ data: await searchAuditUsers(ctx, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/audit/export',
    access: { permission: 'audit.view' },
    summary: "Download the filtered audit trail as .xlsx or .csv, in words and the reader's time zone",
    tags,
    query: AuditExportQuerySchema,
    handler: async ({ ctx, query }, reply) => {
      const download = exportAuditRecords(ctx, query);
      return sendDownload(reply, { ...download, body: download.stream });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/audit/:id',
    access: { permission: 'audit.view' },
    summary: 'One audit record with old and new values',
    tags,
    params: IdParamsSchema,
    response: dataEnvelope(AuditRecordSchema),
    handler: async ({ ctx, params }) => ({ data: await getAuditRecord(ctx, params.id) }),
  }),
];
