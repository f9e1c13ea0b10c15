import { PassThrough, Readable } from 'node:stream';
import { neutralizeSpreadsheetCell } from '@pickleball/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type CellValue = string | number | boolean | null;

export interface TableColumn<T> {
  header: string;
  width?: number;
  value(row: T): CellValue;
}

export interface TableDownload {
  stream: Readable;
  contentType: string;
  filename: string;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A stored instant (ISO-8601 UTC) as the people reading an export read times: in their language
 * and time zone ("19:30 24/11/2026" in Vietnamese, "11/24/2026, 19:30" in English).
 */
export function formatExportDateTime(iso: string | null, locale: string, timeZone: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const key = `${locale}|${timeZone}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(key, format);
  }
  return format.format(date);
}

/**
 * A decimal as the reader's spreadsheet takes it: a number in .xlsx (the program shows it in its
 * own language); in .csv, text with the language's decimal mark ("3,5" in Vietnamese).
 */
export function decimalCell(value: number | null, locale: string, format: 'xlsx' | 'csv'): CellValue {
  if (value === null) return null;
  if (format === 'xlsx' || locale !== 'vi') return value;
  return String(value).replace('.', ',');
}

/** Each batch of a walk (db/keyset.ts walkKeyset) turned into what a download writes. */
export async function* mapBatches<R, T>(
  batches: AsyncIterable<R[]>,
  map: (batch: R[]) => Promise<readonly T[]> | readonly T[],
): AsyncIterable<readonly T[]> {
  for await (const batch of batches) yield await map(batch);
}

/** Answers a file to save: its type, and the name the browser saves it under. */
export function sendDownload(
  reply: FastifyReply,
  file: { contentType: string; filename: string; body: Readable | Buffer },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.body);
}

export const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** Text that a spreadsheet would run as a formula is neutralised (OWASP "CSV injection"). */
function safeCell(value: CellValue): CellValue {
  return typeof value === 'string' ? neutralizeSpreadsheetCell(value) : value;
}

function csvField(value: CellValue): string {
  if (value === null) return '';
  const text = String(safeCell(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Streams rows, batch by batch, as .xlsx or .csv without holding the whole table in memory.
 * CSV starts with a byte-order mark so that spreadsheet programs read Vietnamese correctly.
 */
export function streamTable<T>(
  format: 'xlsx' | 'csv',
  basename: string,
  columns: readonly TableColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): TableDownload {
  const filename = `${basename}-${new Date().toISOString().slice(0, 10)}.${format}`;
  if (format === 'csv') {
    async function* lines() {
      yield `\uFEFF${columns.map((column) => csvField(column.header)).join(',')}\r\n`;
      for await (const batch of batches) {
        yield batch
          .map((row) => `${columns.map((column) => csvField(column.value(row))).join(',')}\r\n`)
          .join('');
      }
    }
    return { stream: Readable.from(lines()), contentType: CONTENT_TYPES.csv, filename };
  }

  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(basename);
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? 20,
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(columns.map((column) => safeCell(column.value(row)))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return { stream: output, contentType: CONTENT_TYPES.xlsx, filename };
}
