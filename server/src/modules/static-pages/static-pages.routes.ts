import {
  dataEnvelope,
  IdParamsSchema,
  listEnvelope,
  MessageEnvelopeSchema,
  PublicPageQuerySchema,
  PublicPageSchema,
  STATIC_PAGE_CONTENT_MAX,
  StaticPageCompareQuerySchema,
  StaticPageCreateInputSchema,
  StaticPageDiffSchema,
  StaticPageDraftInputSchema,
  StaticPageListQuerySchema,
  StaticPageSchema,
  StaticPageStatusInputSchema,
  StaticPageSummarySchema,
  StaticPageVersionDetailSchema,
  StaticPageVersionSchema,
  VersionParamsSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { defineRoute } from '../../platform/routing';
import {
  getStaticPage,
  getStaticPageVersion,
  listStaticPages,
  listStaticPageVersions,
} from './static-pages.queries';
import { compareStaticPageVersions, findPublicPage, previewStaticPage } from './static-pages.read';
import {
  createStaticPage,
  deleteStaticPage,
  publishStaticPage,
  restoreStaticPageVersion,
  saveStaticPageDraft,
  setStaticPageStatus,
} from './static-pages.service';

const tags = ['static-pages'];
const PageEnvelope = dataEnvelope(StaticPageSchema);
const KeyParamsSchema = z.object({ key: z.string().max(100, 'string_max') });

export const staticPageRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/static-pages',
    access: { permission: 'staticpage.view' },
    summary: 'List static pages (terms, privacy) in both languages',
    tags,
    query: StaticPageListQuerySchema,
    response: listEnvelope(StaticPageSummarySchema),
    handler: ({ ctx, query }) => listStaticPages(ctx, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/static-pages/preview',
    access: { permission: ['staticpage.create', 'staticpage.edit'] },
    summary: 'The HTML exactly as it will be kept and shown to the public (sanitised)',
    tags,
    body: z.object({ content: z.string().max(STATIC_PAGE_CONTENT_MAX, 'string_max') }),
    response: dataEnvelope(z.object({ content: z.string() })),
    handler: async ({ body }) => ({ data: previewStaticPage(body.content) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/static-pages/:id',
    access: { permission: 'staticpage.view' },
    summary: 'One static page: its draft and its published version',
    tags,
    params: IdParamsSchema,
    response: PageEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getStaticPage(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/static-pages',
    access: { permission: 'staticpage.create' },
    summary: 'Create a static page (a draft, or published at once)',
    tags,
    body: StaticPageCreateInputSchema,
    response: PageEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createStaticPage(ctx, body),
      message: ctx.t(body.publish ? 'page-messages:done.published' : 'page-messages:done.created'),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/static-pages/:id',
    access: { permission: 'staticpage.edit' },
    summary: 'Save the draft (type and language are fixed); publish it too with `publish: true`',
    tags,
    params: IdParamsSchema,
    body: StaticPageDraftInputSchema,
    response: PageEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await saveStaticPageDraft(ctx, params.id, body),
      message: ctx.t(body.publish ? 'page-messages:done.published' : 'page-messages:done.draft_saved'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/static-pages/:id/publish',
    access: { permission: 'staticpage.edit' },
    summary: 'Make the draft the live version',
    tags,
    params: IdParamsSchema,
    response: PageEnvelope,
    handler: async ({ ctx, params }) => ({
      data: await publishStaticPage(ctx, params.id),
      message: ctx.t('page-messages:done.published'),
    }),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/v1/static-pages/:id/status',
    access: { permission: 'staticpage.edit' },
    summary: 'Activate or deactivate a page (an inactive page is not visible to the public)',
    tags,
    params: IdParamsSchema,
    body: StaticPageStatusInputSchema,
    response: PageEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await setStaticPageStatus(ctx, params.id, body.is_active),
      message: ctx.t(body.is_active ? 'page-messages:done.activated' : 'page-messages:done.deactivated'),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/static-pages/:id',
    access: { permission: 'staticpage.edit' },
    summary: 'Delete a static page and its versions',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteStaticPage(ctx, params.id);
      return { message: ctx.t('page-messages:done.deleted') };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/static-pages/:id/versions',
    access: { permission: 'staticpage.view' },
    summary: 'The versions published, newest first',
    tags,
    params: IdParamsSchema,
    response: dataEnvelope(z.array(StaticPageVersionSchema)),
    handler: async ({ ctx, params }) => ({ data: await listStaticPageVersions(ctx, params.id) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/static-pages/:id/versions/:version',
    access: { permission: 'staticpage.view' },
    summary: 'One published version with its text',
    tags,
    params: VersionParamsSchema,
    response: dataEnvelope(StaticPageVersionDetailSchema),
    handler: async ({ ctx, params }) => ({
      data: await getStaticPageVersion(ctx, params.id, params.version),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/static-pages/:id/compare',
    access: { permission: 'staticpage.view' },
    summary: 'A line diff of two versions, or of a version and the draft (`to=draft`)',
    tags,
    params: IdParamsSchema,
    query: StaticPageCompareQuerySchema,
    response: dataEnvelope(StaticPageDiffSchema),
    handler: async ({ ctx, params, query }) => ({
      data: await compareStaticPageVersions(ctx, params.id, query.from, query.to),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/static-pages/:id/versions/:version/restore',
    access: { permission: 'staticpage.edit' },
    summary: 'Publish an old version again, as a new version',
    tags,
    params: VersionParamsSchema,
    response: PageEnvelope,
    handler: async ({ ctx, params }) => ({
      data: await restoreStaticPageVersion(ctx, params.id, params.version),
      message: ctx.t('page-messages:done.restored', { version: params.version }),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/pages/:key',
    access: { public: true },
    summary: 'A published page for everyone, in the language asked (English when it has none)',
    tags,
    params: KeyParamsSchema,
    query: PublicPageQuerySchema,
    response: dataEnvelope(PublicPageSchema),
    handler: async ({ ctx, params, query }) => {
      const page = await findPublicPage(ctx.db, params.key, query.lang ?? ctx.locale);
      if (!page) throw new AppError('not_found');
      return { data: page };
    },
  }),
];
