/**
 * Importing courts from a spreadsheet (issue 5 §2). Rules owned here:
 * - every row is read and checked with the same schema as the court form, and errors are
 *   reported per row and per cell, in the user's language;
 * - with address validation, a province and ward written by hand (no diacritics, old province
 *   names) are matched to the official units, and the match is reported;
 * - a duplicate is the same name in the same ward, or the same owner phone with the same name,
 *   among existing courts or earlier rows of the file: skipped, updated or refused by the mode;
 * - the import runs in batches of 100 rows, one transaction each: a batch that fails leaves
 *   nothing behind and its rows are reported; progress reaches the user's screen live, and each
 *   court a committed batch wrote reaches staff watching the list (`court.updated`, one per row,
 *   published after that batch's commit: a failed batch announces nothing).
 */
import {
  type CourtImportOptions,
  type CourtInput,
  CourtInputSchema,
  describeIssue,
  foldForSearch,
  type ImportRow,
  type ImportSummary,
  userRoom,
  WEEKDAYS,
} from '@pickleball/domain';
import { runChange } from '../../../platform/change';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { compileInputGuard, type GuardIssue } from '../../../platform/input-guard';
import { matchAddress } from '../../geo/geo.data';
import { suggestProvince, suggestWard } from '../../geo/geo.suggest';
import { toNameKey } from '../courts.mapper';
import { findDuplicateCourts } from '../courts.repository';
import { insertCourtRecord, updateCourtRecord } from '../courts.service';
import { columnOfIssue, type ImportColumn, mapHeaders, valueAliases } from './import-columns';

const BATCH_SIZE = 100;
const guardCells = compileInputGuard(CourtInputSchema, 'cells') as
  | ((value: Record<string, unknown>) => { value: Record<string, unknown>; issues: GuardIssue[] })
  | null;
const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'x', 'co', 'dung']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', 'khong', 'sai']);
const CLOSED_WORDS = new Set(['closed', 'dong cua', 'dong', 'nghi']);

interface AnalysedRow extends ImportRow {
  input: CourtInput | null;
}

function translators(ctx: ServiceContext) {
  return [ctx.services.translator.t('en'), ctx.services.translator.t('vi')];
}

/** One row's cells → the court form's input, with what could not be read noted per column. */
function readRow(
  ctx: ServiceContext,
  cells: Map<ImportColumn, string>,
  options: CourtImportOptions,
  errors: Record<string, string[]>,
): { input: Record<string, unknown>; addressNote: string | null } {
  const t = ctx.t;
  const bad = (key: string, message: string) => {
    errors[key] ??= [];
    errors[key].push(message);
  };
  const input: Record<string, unknown> = { social_media: [] };
  const hours: Record<string, unknown> = {};
  let addressNote: string | null = null;
  let provinceText = '';
  let wardText = '';
  for (const [column, value] of cells) {
    const folded = foldForSearch(value);
    switch (column.kind) {
      case 'province':
        provinceText = value;
        break;
      case 'ward':
        wardText = value;
        break;
      case 'bool':
        if (value === '') break;
        if (TRUE_WORDS.has(folded)) input[column.key] = true;
        else if (FALSE_WORDS.has(folded)) input[column.key] = false;
        else bad(column.key, t('validation:invalid_value'));
        break;
      case 'list': {
        if (value === '') break;
        const aliases = valueAliases(translators(ctx), column.labels ?? {});
        input[column.key] = aliases.get(folded) ?? value;
        break;
      }
      case 'multi': {
        const aliases = valueAliases(translators(ctx), column.labels ?? {});
        const parts = value
          .split(/[,;]/)
          .map((part) => part.trim())
          .filter(Boolean);
        const keys = parts.map((part) => aliases.get(foldForSearch(part)));
        if (keys.some((key) => !key)) bad(column.key, t('validation:invalid_value'));
        input[column.key] = [...new Set(keys.filter((key): key is string => Boolean(key)))];
        break;
      }
      case 'hours': {
        if (value === '') break;
        const range = /^(\d{1,2}[:.h]\d{2})\s*[-–—]\s*(\d{1,2}[:.h]\d{2})$/.exec(value);
        const clock = (text: string) => text.replace(/[.h]/, ':').padStart(5, '0');
        if (CLOSED_WORDS.has(folded)) hours[column.key] = { closed: true };
        else if (range?.[1] && range[2])
          hours[column.key] = { closed: false, open: clock(range[1]), close: clock(range[2]) };
        else hours[column.key] = { closed: false, open: value, close: null };
        break;
      }
      case 'phone':
        // A spreadsheet that took a phone for a number drops its leading 0 (Vietnamese numbers have 10 digits).
        input[column.key] = /^[1-9]\d{8}$/.test(value) ? `0${value}` : value;
        break;
      case 'price':
        input[column.key] = value.replace(/[$\s]|USD/gi, '').replace(',', '.');
        break;
      default:
        input[column.key] = value;
    }
  }
  if (Object.keys(hours).length > 0)
    input.operating_hours = Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day] ?? { closed: true }]));
  if (options.auto_validate_addresses) {
    const match = matchAddress(provinceText, wardText);
    input.province_code = match.province?.code ?? '';
    input.ward_code = match.ward?.code ?? '';
    if (provinceText && !match.province) {
      const near = suggestProvince(provinceText);
      bad('province', t('courts:import.province_unknown', { value: provinceText }));
      if (near) bad('province', t('courts:import.did_you_mean', { suggestion: near.name }));
    } else if (wardText && match.province && !match.ward) {
      const near = suggestWard(match.province, wardText);
      bad('ward', t('courts:import.ward_unknown', { value: wardText, province: match.province.name }));
      if (near) bad('ward', t('courts:import.did_you_mean', { suggestion: near.name }));
    }
    // Every row whose address was read says what it was read as, an exact match too.
    if (match.province && match.ward) {
      const official = `${match.ward.name}, ${match.province.name}`;
      const written = [wardText, provinceText].join(', ');
      if (match.legacyProvince)
        addressNote = t('courts:import.address_legacy', { from: provinceText, to: match.province.name });
      else if (written !== official)
        addressNote = t('courts:import.address_matched', { from: written, to: official });
      else addressNote = t('courts:import.address_exact', { to: official });
    }
  } else {
    input.province_code = provinceText;
    input.ward_code = wardText;
  }
  return { input, addressNote };
}

/** Reads and checks every row, and decides what importing it would do. */
export async function analyseRows(
  ctx: ServiceContext,
  sheet: string[][],
  options: CourtImportOptions,
): Promise<AnalysedRow[]> {
  const [header = [], ...body] = sheet;
  const columns = mapHeaders(header, translators(ctx));
  const rows: AnalysedRow[] = body.map((cellsOfRow, index) => {
    const cells = new Map<ImportColumn, string>();
    for (const [cellIndex, column] of columns) cells.set(column, cellsOfRow[cellIndex] ?? '');
    const errors: Record<string, string[]> = {};
    const { input: cellInput, addressNote } = readRow(ctx, cells, options, errors);
    // The same text rules as the API's (NFC, no invisible or control characters).
    const { value: input, issues } = guardCells?.(cellInput) ?? { value: cellInput, issues: [] };
    for (const issue of issues) {
      const key = columnOfIssue(issue.path);
      errors[key] = [...(errors[key] ?? []), ctx.t(`validation:${issue.key}`)];
    }
    const parsed = CourtInputSchema.safeParse(input);
    // A cell that could not be read already says so: the schema's view of it would repeat it.
    const unreadable = new Set(Object.keys(errors));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = columnOfIssue(issue.path);
        if (unreadable.has(key)) continue;
        const message = describeIssue(issue);
        errors[key] ??= [];
        const text = ctx.t(`validation:${message.key}`, message.values ?? {});
        if (!errors[key].includes(text)) errors[key].push(text);
      }
    const ok = parsed.success && Object.keys(errors).length === 0;
    return {
      row: index + 2,
      name: typeof input.name === 'string' && input.name ? input.name : null,
      action: ok ? 'create' : 'error',
      errors,
      address_note: addressNote,
      duplicate_of: null,
      input: ok ? parsed.data : null,
    };
  });
  await markDuplicates(ctx, rows, options);
  return rows;
}

async function markDuplicates(ctx: ServiceContext, rows: AnalysedRow[], options: CourtImportOptions) {
  const valid = rows.filter((row) => row.input);
  const existing = await findDuplicateCourts(
    ctx.db,
    valid.map((row) => ({
      nameKey: toNameKey(row.input?.name ?? ''),
      wardCode: row.input?.ward_code ?? '',
      ownerPhone: row.input?.owner_phone ?? '',
    })),
  );
  const seen = new Map<string, number>();
  for (const row of valid) {
    const input = row.input as CourtInput;
    const nameKey = toNameKey(input.name);
    const keys = [`w|${nameKey}|${input.ward_code}`, `p|${nameKey}|${input.owner_phone}`];
    const court = existing.find(
      (candidate) =>
        candidate.name_key === nameKey &&
        (candidate.ward_code === input.ward_code || candidate.owner_phone === input.owner_phone),
    );
    const earlierRow = keys.map((key) => seen.get(key)).find((value) => value !== undefined);
    for (const key of keys) if (!seen.has(key)) seen.set(key, row.row);
    if (earlierRow !== undefined) {
      const message = ctx.t('courts:import.duplicate_of_row', { row: earlierRow });
      if (options.mode === 'create_only') refuse(row, message);
      else row.action = 'skip';
      row.errors = options.mode === 'create_only' ? row.errors : { name: [message] };
    } else if (court) {
      row.duplicate_of = court.id;
      const message = ctx.t('courts:import.duplicate_of_court', { id: court.id });
      if (options.mode === 'update_existing') row.action = 'update';
      else if (options.mode === 'skip_duplicates') {
        row.action = 'skip';
        row.errors = { name: [message] };
      } else refuse(row, message);
    }
  }
}

function refuse(row: AnalysedRow, message: string) {
  row.action = 'error';
  row.errors = { ...row.errors, name: [...(row.errors.name ?? []), message] };
  row.input = null;
}

export function summarise(
  rows: readonly AnalysedRow[],
  done?: { created: number; updated: number },
): ImportSummary {
  const count = (action: ImportRow['action']) => rows.filter((row) => row.action === action).length;
  return {
    rows: rows.map(({ input: _input, ...row }) => row),
    totals: {
      rows: rows.length,
      create: count('create'),
      update: count('update'),
      skip: count('skip'),
      error: count('error'),
    },
    created: done ? done.created : null,
    updated: done ? done.updated : null,
  };
}

/** Writes the rows the analysis accepted, batch by batch, reporting progress to the user's room. */
export async function importRows(
  ctx: ServiceContext,
  rows: AnalysedRow[],
  progressKey?: string,
): Promise<ImportSummary> {
  const actor = requireActor(ctx);
  const work = rows.filter((row) => row.input && (row.action === 'create' || row.action === 'update'));
  const progress = (done: number) =>
    ctx.services.realtime.publish(userRoom(actor.id), {
      type: 'court.import_progress',
      id: actor.id,
      data: { done, total: work.length, ...(progressKey ? { key: progressKey } : {}) },
    });
  let created = 0;
  let updated = 0;
  progress(0);
  for (let start = 0; start < work.length; start += BATCH_SIZE) {
    const batch = work.slice(start, start + BATCH_SIZE);
    try {
      const counts = await runChange(ctx, async (trx, pending) => {
        let batchCreated = 0;
        let batchUpdated = 0;
        for (const row of batch) {
          const input = row.input as CourtInput;
          if (row.action === 'update' && row.duplicate_of !== null) {
            await updateCourtRecord(trx, ctx, pending, row.duplicate_of, input);
            batchUpdated += 1;
          } else {
            await insertCourtRecord(trx, ctx, pending, input, { createdBy: actor.id });
            batchCreated += 1;
          }
        }
        return { batchCreated, batchUpdated };
      });
      created += counts.batchCreated;
      updated += counts.batchUpdated;
    } catch (error) {
      ctx.log.error({ err: error }, 'court import batch failed');
      const reason = error instanceof AppError ? ctx.t(`errors:${error.code}`) : ctx.t('errors:server_error');
      for (const row of batch) {
        row.action = 'error';
        row.errors = { ...row.errors, name: [ctx.t('courts:import.batch_failed', { error: reason })] };
      }
    }
    progress(Math.min(start + BATCH_SIZE, work.length));
  }
  return summarise(rows, { created, updated });
}
