import {
  dataEnvelope,
  EmailPreviewSchema,
  EmailTemplateInputSchema,
  EmailTemplateListQuerySchema,
  EmailTemplatePreviewInputSchema,
  EmailTemplateSchema,
  IdParamsSchema,
  listEnvelope,
  MessageEnvelopeSchema,
} from '@pickleball/domain';
import { defineRoute } from '../../platform/routing';
import { sendTestEmail } from './email-templates.send-test-email';
import {
  createEmailTemplate,
  deleteEmailTemplateById,
  getEmailTemplate,
  listEmailTemplates,
  previewEmailTemplate,
  updateEmailTemplateDetails,
} from './email-templates.service';

const tags = ['email-templates'];
const TemplateEnvelope = dataEnvelope(EmailTemplateSchema);
/** E-mail templates have no channel or category: the list filters by name, key and state. */

const DONE = {
  created: 'email-templates:done.created',
  updated: 'email-templates:done.updated',
  deleted: 'email-templates:done.deleted',
} as const;

export const emailTemplateRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/email-templates',
    access: { permission: 'email-template.view' },
    summary: 'List e-mail templates (search by name or key; active)',
    tags,
    query: EmailTemplateListQuerySchema,
    response: listEnvelope(EmailTemplateSchema),
    handler: ({ ctx, query }) => listEmailTemplates(ctx, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/email-templates/preview',
    access: { permission: 'email-template.view' },
    summary: 'Render an e-mail as typed in English and Vietnamese, with sample data',
    tags,
    body: EmailTemplatePreviewInputSchema,
    response: dataEnvelope(EmailPreviewSchema),
    handler: async ({ ctx, body }) => ({ data: previewEmailTemplate(ctx, body) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/email-templates/:id',
    access: { permission: 'email-template.view' },
    summary: 'One e-mail template',
    tags,
    params: IdParamsSchema,
    response: TemplateEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getEmailTemplate(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/email-templates',
    access: { permission: 'email-template.create' },
    summary: 'Create an e-mail template (unique key; every variable its texts read declared)',
    tags,
    body: EmailTemplateInputSchema,
    response: TemplateEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createEmailTemplate(ctx, body),
      message: ctx.t(DONE.created),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/email-templates/:id',
    access: { permission: 'email-template.edit' },
    summary: 'Update an e-mail template (a system template keeps its key and variables)',
    tags,
    params: IdParamsSchema,
    body: EmailTemplateInputSchema,
    response: TemplateEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateEmailTemplateDetails(ctx, params.id, body),
      message: ctx.t(DONE.updated),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/email-templates/:id/test',
    access: { permission: 'email-template.edit' },
    summary:
      "Send the saved template, filled with its samples, to the signed-in user's own address through the product's mail server",
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      const { address } = await sendTestEmail(ctx, params.id);
      return { message: ctx.t('email-templates:test_send.sent', { address }) };
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/email-templates/:id',
    access: { permission: 'email-template.edit' },
    summary: 'Delete an e-mail template (never a system one)',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteEmailTemplateById(ctx, params.id);
      return { message: ctx.t(DONE.deleted) };
    },
  }),
];
