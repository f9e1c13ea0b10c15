/**
 * Notification templates (SPEC §3 "Notification template"). Rules owned here:
 * - a template has an English text (required) and may have a Vietnamese one; the recipient's
 *   language is chosen at send time, English standing in where Vietnamese is missing;
 * - texts are Liquid; every variable they read is declared on the template, else saving (and
 *   previewing) is refused naming the variable and the field (platform/templating.ts);
 * - a template cannot be deleted while a notification still to go out is written from it;
 * - an inactive template is not used to send (renderNotificationTemplate answers null);
 * - every change is audited, and reaches staff watching the templates live
 *   (`notification_template.updated` / `.deleted` on resource:notification-templates) once it
 *   committed.
 */
import {
  buildSearchText,
  type NotificationChannel,
  type NotificationTemplate,
  type NotificationTemplateInput,
  type NotificationTemplatePreviewInputSchema,
  resourceRoom,
  type TemplateListQuery,
  type TemplatePreview,
  vietnameseSortKey,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import type { PendingEvents } from '../../platform/realtime';
import {
  assertTemplatesValid,
  pickTranslation,
  previewData,
  renderLine,
  renderText,
  type TemplateData,
} from '../../platform/templating';
import {
  type Text,
  type Translations,
  toNotificationTemplate,
  toVariables,
  type Variables,
} from './notification-templates.mapper';
import {
  countPendingUses,
  deleteTemplate,
  findTemplateRow,
  insertTemplate,
  listTemplatePage,
  updateTemplate,
} from './notification-templates.repository';

/** Tells staff watching the templates (published after the commit). */
function announceTemplate(pending: PendingEvents, id: number, deleted = false): void {
  pending.add(
    resourceRoom('notification-templates'),
    deleted
      ? { type: 'notification_template.deleted', id, data: { id } }
      : { type: 'notification_template.updated', id, data: { id } },
  );
}

async function loadTemplate(db: Db, id: number): Promise<NotificationTemplate> {
  const row = await findTemplateRow(db, id);
  if (!row) throw notFound();
  return toNotificationTemplate(row);
}

/** The texts of a template by field path, as the 422 names them. */
function textFields(translations: Translations): Record<string, string | null> {
  return {
    'translations.en.subject': translations.en.subject,
    'translations.en.content': translations.en.content,
    'translations.vi.subject': translations.vi?.subject ?? null,
    'translations.vi.content': translations.vi?.content ?? null,
  };
}

function checkTexts(translations: Translations, variables: Variables): void {
  assertTemplatesValid(
    textFields(translations),
    variables.map((variable) => variable.name),
    previewData(variables),
  );
}

function templateValues(input: NotificationTemplateInput) {
  const translations: Translations = {
    en: { subject: input.translations.en.subject, content: input.translations.en.content },
    vi: input.translations.vi,
  };
  const variables = toVariables(input.variables);
  checkTexts(translations, variables);
  return {
    name: input.name,
    sort_name: vietnameseSortKey(input.name),
    search_text: buildSearchText([input.name]),
    type: input.type,
    category: input.category,
    translations: JSON.stringify(translations),
    variables: JSON.stringify(variables),
    zns_template_id: input.zns_template_id,
    is_active: input.is_active,
  };
}

export async function listNotificationTemplates(ctx: ServiceContext, query: TemplateListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const found = await listTemplatePage(ctx.db, query, window);
  const { rows, meta } = pageOf(window, found.total, found.rows);
  return { data: rows.map(toNotificationTemplate), meta };
}

export const getNotificationTemplate = (ctx: ServiceContext, id: number) => loadTemplate(ctx.db, id);

export async function createNotificationTemplate(
  ctx: ServiceContext,
  input: NotificationTemplateInput,
): Promise<NotificationTemplate> {
  const values = templateValues(input);
  const now = nowIso();
  const id = await runChange(ctx, async (trx, pending) => {
    const id = await insertTemplate(trx, { ...values, created_at: now, updated_at: now });
    await recordAudit(trx, ctx, {
      model: 'notification_template',
      recordId: id,
      event: 'created',
      newValues: await loadTemplate(trx, id),
    });
    announceTemplate(pending, id);
    return id;
  });
  return loadTemplate(ctx.db, id);
}

export async function updateNotificationTemplate(
  ctx: ServiceContext,
  id: number,
  input: NotificationTemplateInput,
): Promise<NotificationTemplate> {
  const values = templateValues(input);
  await runChange(ctx, async (trx, pending) => {
    const before = await loadTemplate(trx, id);
    await updateTemplate(trx, id, { ...values, updated_at: nowIso() });
    await recordAudit(trx, ctx, {
      model: 'notification_template',
      recordId: id,
      event: 'updated',
      oldValues: before,
      newValues: await loadTemplate(trx, id),
    });
    announceTemplate(pending, id);
  });
  return loadTemplate(ctx.db, id);
}

export async function deleteNotificationTemplate(ctx: ServiceContext, id: number): Promise<void> {
  await runChange(ctx, async (trx, pending) => {
    const before = await loadTemplate(trx, id);
    if ((await countPendingUses(trx, id)) > 0) throw new AppError('template.in_use');
    await deleteTemplate(trx, id);
    await recordAudit(trx, ctx, {
      model: 'notification_template',
      recordId: id,
      event: 'deleted',
      oldValues: before,
    });
    announceTemplate(pending, id, true);
  });
}

function renderNotificationText(text: Text, data: TemplateData): { subject: string | null; content: string } {
  return {
    subject: text.subject ? renderLine(text.subject, data) : null,
    content: renderText(text.content, data),
  };
}

/**
 * The texts as typed (saved or not), filled with the data given, else each variable's sample,
 * else `[name]`: English, and Vietnamese (English again, flagged, where there is none).
 */
export function previewNotificationTemplate(
  _ctx: ServiceContext,
  input: z.output<typeof NotificationTemplatePreviewInputSchema>,
): TemplatePreview {
  const translations: Translations = {
    en: { subject: input.translations.en.subject, content: input.translations.en.content },
    vi: input.translations.vi,
  };
  const variables = toVariables(input.variables);
  const data = previewData(variables, input.data);
  assertTemplatesValid(
    textFields(translations),
    variables.map((variable) => variable.name),
    data,
  );
  return {
    en: renderNotificationText(translations.en, data),
    vi: renderNotificationText(pickTranslation(translations, 'vi'), data),
    vi_fallback: translations.vi === null,
  };
}

/**
 * For the send pipeline: the template's text in the recipient's language (English where it has no
 * Vietnamese), filled with the send's data; null when the template is missing or inactive. May
 * throw TemplateRenderError (a limit reached), which the caller treats as a failed delivery.
 */
export async function renderNotificationTemplate(
  db: Db,
  templateId: number,
  locale: Locale | string,
  data: TemplateData,
): Promise<{
  subject: string | null;
  content: string;
  zns_template_id: string | null;
  type: NotificationChannel;
} | null> {
  const row = await findTemplateRow(db, templateId);
  if (!row || !toBool(row.is_active)) return null;
  const template = toNotificationTemplate(row);
  return {
    ...renderNotificationText(pickTranslation(template.translations, locale), data),
    zns_template_id: template.zns_template_id,
    type: template.type,
  };
}
