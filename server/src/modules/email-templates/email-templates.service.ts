/**
 * E-mail templates (SPEC §3 "Email template"). Rules owned here:
 * - a template has a unique key, an English subject and HTML body (required), an optional text
 *   body, and may have a Vietnamese version; the recipient's language is chosen at send time;
 * - texts are Liquid; every variable they read is declared, else saving (and previewing) is
 *   refused naming the variable and the field; the HTML is escaped and sanitised when rendered;
 * - a system template (the product's own e-mails, see email-templates.system.ts) keeps its key
 *   and its variables' names and cannot be deleted; its name, texts and samples are editable,
 *   and switching it off brings back the built-in texts;
 * - every change is audited, and reaches staff watching the templates live
 *   (`email_template.updated` / `.deleted` on resource:email-templates) once it committed.
 */
import {
  buildSearchText,
  type EmailPreviewSchema,
  type EmailTemplate,
  type EmailTemplateInput,
  type EmailTemplatePreviewInputSchema,
  resourceRoom,
  type TemplateVariable,
  vietnameseSortKey,
} from '@pickleball/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { isUniqueViolation, nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import type { PendingEvents } from '../../platform/realtime';
import { assertTemplatesValid, pickTranslation, previewData } from '../../platform/templating';
import { toEmailTemplate, toTranslations, toVariables, type Variables } from './email-templates.mapper';
import {
  deleteEmailTemplate,
  type EmailTemplateListFilters,
  findEmailTemplateByKey,
  findEmailTemplateRow,
  insertEmailTemplate,
  listEmailTemplatePage,
  updateEmailTemplate,
} from './email-templates.repository';
import { type EmailTranslations, renderEmailText } from './email-templates.system';

/** Tells staff watching the templates (published after the commit). */
function announceTemplate(pending: PendingEvents, id: number, deleted = false): void {
  pending.add(
    resourceRoom('email-templates'),
    deleted
      ? { type: 'email_template.deleted', id, data: { id } }
      : { type: 'email_template.updated', id, data: { id } },
  );
}

async function loadEmailTemplate(db: Db, id: number): Promise<EmailTemplate> {
  const row = await findEmailTemplateRow(db, id);
  if (!row) throw notFound();
  return toEmailTemplate(row);
}

function textFields(translations: EmailTranslations): Record<string, string | null> {
  const fields: Record<string, string | null> = {};
  for (const locale of ['en', 'vi'] as const)
    for (const part of ['subject', 'html', 'text'] as const)
      fields[`translations.${locale}.${part}`] = translations[locale]?.[part] ?? null;
  return fields;
}

function checkTexts(translations: EmailTranslations, variables: Variables, data = previewData(variables)) {
  assertTemplatesValid(
    textFields(translations),
    variables.map((variable) => variable.name),
    data,
  );
}

function templateValues(input: EmailTemplateInput, variables: Variables) {
  const translations = toTranslations(input.translations);
  checkTexts(translations, variables);
  return {
    key: input.key,
    name: input.name,
    sort_name: vietnameseSortKey(input.name),
    search_text: buildSearchText([input.name, input.key]),
    translations: JSON.stringify(translations),
    variables: JSON.stringify(variables),
    is_active: input.is_active,
  };
}

/** A system template's variables keep their names: descriptions and samples come from the input. */
function systemVariables(current: Variables, input: readonly TemplateVariable[]): Variables {
  const given = new Map(toVariables(input).map((variable) => [variable.name, variable]));
  return current.map((variable) => given.get(variable.name) ?? variable);
}

async function assertKeyFree(db: Db, key: string, id?: number) {
  const holder = await findEmailTemplateByKey(db, key);
  if (holder && holder.id !== id) throw fieldError('key', 'name_taken');
}

export async function listEmailTemplates(ctx: ServiceContext, query: EmailTemplateListFilters) {
  const window = listWindow(query, sortToken(query.sort));
  const found = await listEmailTemplatePage(ctx.db, query, window);
  const { rows, meta } = pageOf(window, found.total, found.rows);
  return { data: rows.map(toEmailTemplate), meta };
}

export const getEmailTemplate = (ctx: ServiceContext, id: number) => loadEmailTemplate(ctx.db, id);

/** Two saves racing for one key: the database's unique key decides, answered as the check would. */
async function keyGuarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('key', 'name_taken');
    throw error;
  }
}

export async function createEmailTemplate(
  ctx: ServiceContext,
  input: EmailTemplateInput,
): Promise<EmailTemplate> {
  const values = templateValues(input, toVariables(input.variables));
  const now = nowIso();
  const id = await keyGuarded(() =>
    runChange(ctx, async (trx, pending) => {
      await assertKeyFree(trx, input.key);
      const id = await insertEmailTemplate(trx, {
        ...values,
        is_system: false,
        created_at: now,
        updated_at: now,
      });
      await recordAudit(trx, ctx, {
        model: 'email_template',
        recordId: id,
        event: 'created',
        newValues: await loadEmailTemplate(trx, id),
      });
      announceTemplate(pending, id);
      return id;
    }),
  );
  return loadEmailTemplate(ctx.db, id);
}

export async function updateEmailTemplateDetails(
  ctx: ServiceContext,
  id: number,
  input: EmailTemplateInput,
): Promise<EmailTemplate> {
  await keyGuarded(() =>
    runChange(ctx, async (trx, pending) => {
      const before = await loadEmailTemplate(trx, id);
      if (before.is_system && input.key !== before.key) throw new AppError('template.system_key');
      const variables = before.is_system
        ? systemVariables(before.variables, input.variables)
        : toVariables(input.variables);
      const values = templateValues(input, variables);
      await assertKeyFree(trx, input.key, id);
      await updateEmailTemplate(trx, id, { ...values, updated_at: nowIso() });
      await recordAudit(trx, ctx, {
        model: 'email_template',
        recordId: id,
        event: 'updated',
        oldValues: before,
        newValues: await loadEmailTemplate(trx, id),
      });
      announceTemplate(pending, id);
    }),
  );
  return loadEmailTemplate(ctx.db, id);
}

export async function deleteEmailTemplateById(ctx: ServiceContext, id: number): Promise<void> {
  await runChange(ctx, async (trx, pending) => {
    const before = await loadEmailTemplate(trx, id);
    if (before.is_system) throw new AppError('template.system_key');
    await deleteEmailTemplate(trx, id);
    await recordAudit(trx, ctx, {
      model: 'email_template',
      recordId: id,
      event: 'deleted',
      oldValues: before,
    });
    announceTemplate(pending, id, true);
  });
}

/**
 * The texts as typed, filled with the data given, else each variable's sample, else `[name]`:
 * English, and Vietnamese (English again, flagged, where there is none). The text part is what
 * would be sent: the text body, or the HTML's text when there is none.
 */
export function previewEmailTemplate(
  _ctx: ServiceContext,
  input: z.output<typeof EmailTemplatePreviewInputSchema>,
): z.output<typeof EmailPreviewSchema> {
  const translations = toTranslations(input.translations);
  const variables = toVariables(input.variables);
  const data = previewData(variables, input.data);
  checkTexts(translations, variables, data);
  return {
    en: renderEmailText(translations.en, data),
    vi: renderEmailText(pickTranslation(translations, 'vi'), data),
    vi_fallback: translations.vi === null,
  };
}
