import { foldForSearch, type TemplateListQuery } from '@pickleball/domain';
import { sql } from 'kysely';
import { countRows } from '../../db/count';
import type { Db } from '../../db/database';
import { containsText } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import type { EmailTemplatesTable } from '../notifications/notifications.table';

export type EmailTemplateValues = Omit<EmailTemplatesTable, 'id'>;
export type EmailTemplateListFilters = Omit<TemplateListQuery, 'type' | 'category'>;

const COLUMNS = [
  'id',
  'key',
  'name',
  'translations',
  'variables',
  'is_system',
  'is_active',
  'created_at',
  'updated_at',
] as const;

export type EmailTemplateRow = NonNullable<Awaited<ReturnType<typeof findEmailTemplateRow>>>;

export function findEmailTemplateRow(db: Db, id: number) {
  return db.selectFrom('email_templates').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findEmailTemplateByKey(db: Db, key: string) {
  return db.selectFrom('email_templates').select(COLUMNS).where('key', '=', key).executeTakeFirst();
}

function filtered(db: Db, query: EmailTemplateListFilters) {
  return db
    .selectFrom('email_templates')
    .$if(Boolean(query.search), (qb) =>
      qb.where(containsText(sql.ref('search_text'), foldForSearch(query.search ?? ''))),
    )
    .$if(query.is_active !== undefined, (qb) => qb.where('is_active', '=', query.is_active === 'true'));
}

/** One page and one row more (see db/keyset.ts), by offset or after a cursor, with the total. */
export async function listEmailTemplatePage(db: Db, query: EmailTemplateListFilters, start: PageStart) {
  const { field, direction } = query.sort;
  const key: SortKey = { column: field === 'name' ? 'sort_name' : field, id: 'id', direction };
  const [rows, total] = await Promise.all([
    keysetPage(filtered(db, query).select(COLUMNS), key, start).execute(),
    countRows(db, filtered(db, query)),
  ]);
  return { rows, total };
}

export async function insertEmailTemplate(db: Db, values: EmailTemplateValues): Promise<number> {
  const { id } = await db
    .insertInto('email_templates')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Inserts the templates whose key is not there yet; a key already present (or racing in) is left alone. */
export async function insertMissingEmailTemplates(db: Db, rows: EmailTemplateValues[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('email_templates')
    .values(rows)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function listEmailTemplateKeys(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('email_templates').select('key').execute()).map((row) => row.key));
}

export async function updateEmailTemplate(
  db: Db,
  id: number,
  values: Partial<EmailTemplateValues>,
): Promise<void> {
  await db.updateTable('email_templates').set(values).where('id', '=', id).execute();
}

export async function deleteEmailTemplate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('email_templates').where('id', '=', id).execute();
}
