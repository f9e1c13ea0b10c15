import { IMPORT_MAX_ROWS, type ImportSummary, neutralizeSpreadsheetCell } from '@pickleball/domain';
import ExcelJS from 'exceljs';
import type { ServiceContext } from '../../../platform/context';
import { listProvinces } from '../../geo/geo.data';
import { IMPORT_COLUMNS, type ImportColumn } from './import-columns';

/** ExcelJS keeps range validations on the sheet (typed only per cell in its .d.ts). */
interface SheetValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

const HELP_KEYS: Record<ImportColumn['kind'], string> = {
  text: 'courts:import.help_text',
  email: 'courts:import.help_email',
  phone: 'courts:import.help_phone',
  number: 'courts:import.help_number',
  price: 'courts:import.help_price',
  bool: 'courts:import.help_bool',
  list: 'courts:import.help_list',
  multi: 'courts:import.help_multi',
  hours: 'courts:import.help_hours',
  url: 'courts:import.help_url',
  province: 'courts:import.help_province',
  ward: 'courts:import.help_ward',
};

const letter = (index: number) => {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
};

/**
 * The import template, in the user's language: a header row and one example row, drop-down
 * lists for the enumerated columns (surface, status, parking, yes/no, province), phone columns
 * formatted as text, and a second sheet explaining each column.
 */
export async function buildImportTemplate(ctx: ServiceContext): Promise<Buffer> {
  const t = ctx.t;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pickleball back-office';
  const sheet = workbook.addWorksheet(t('courts:import.sheet_courts'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const help = workbook.addWorksheet(t('courts:import.sheet_help'));
  const lists = workbook.addWorksheet(t('courts:import.sheet_lists'), { state: 'veryHidden' });

  const label = (column: ImportColumn, value: string) => {
    const key = column.labels?.[value];
    return key ? t(key) : value;
  };
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: `${t(column.label)}${column.required ? ' *' : ''}`,
    key: column.key,
    width: Math.max(14, Math.min(36, t(column.label).length + 6)),
    ...(column.kind === 'phone' ? { style: { numFmt: '@' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(
    Object.fromEntries(
      IMPORT_COLUMNS.map((column) => {
        const example = column.example;
        if (column.kind === 'list' && typeof example === 'string')
          return [column.key, label(column, example)];
        if (column.kind === 'bool') return [column.key, t(example === 'yes' ? 'courts:yes' : 'courts:no')];
        if (column.kind === 'hours' && example === 'closed') return [column.key, t('courts:closed')];
        if (column.kind === 'multi' && typeof example === 'string')
          return [
            column.key,
            example
              .split(', ')
              .map((value) => label(column, value))
              .join(', '),
          ];
        return [column.key, example];
      }),
    ),
  );

  // Lists live on a hidden sheet: one column per list, referenced by the validations.
  const listColumns: { key: string; values: string[] }[] = [
    { key: 'province', values: listProvinces().map((province) => province.name) },
    { key: 'bool', values: [t('courts:yes'), t('courts:no')] },
    ...IMPORT_COLUMNS.filter((column) => column.kind === 'list').map((column) => ({
      key: column.key,
      values: Object.keys(column.labels ?? {}).map((value) => label(column, value)),
    })),
  ];
  listColumns.forEach((list, index) => {
    list.values.forEach((value, row) => {
      lists.getCell(row + 1, index + 1).value = value;
    });
  });
  const rangeOf = (key: string) => {
    const index = listColumns.findIndex((list) => list.key === key);
    const size = listColumns[index]?.values.length ?? 1;
    return `'${t('courts:import.sheet_lists')}'!$${letter(index)}$1:$${letter(index)}$${size}`;
  };
  const validations = (sheet as unknown as SheetValidations).dataValidations;
  IMPORT_COLUMNS.forEach((column, index) => {
    const listKey =
      column.kind === 'province'
        ? 'province'
        : column.kind === 'bool'
          ? 'bool'
          : column.kind === 'list'
            ? column.key
            : null;
    if (!listKey) return;
    validations.add(`${letter(index)}2:${letter(index)}${IMPORT_MAX_ROWS + 1}`, {
      type: 'list',
      allowBlank: !column.required,
      formulae: [rangeOf(listKey)],
      showErrorMessage: true,
      errorStyle: 'warning',
    });
  });

  help.columns = [
    { header: t('courts:import.column'), key: 'column', width: 30 },
    { header: t('courts:import.meaning'), key: 'meaning', width: 70 },
    { header: t('courts:import.required'), key: 'required', width: 16 },
    { header: t('courts:import.example'), key: 'example', width: 32 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of IMPORT_COLUMNS) {
    const values = Object.keys(column.labels ?? {})
      .map((value) => label(column, value))
      .join(', ');
    help.addRow({
      column: t(column.label),
      meaning: column.key === 'name' ? t('courts:import.help_name') : t(HELP_KEYS[column.kind], { values }),
      required: t(column.required ? 'courts:import.required_yes' : 'courts:import.required_no'),
      example: sheet.getRow(2).getCell(column.key).value,
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The summary of a preview or an import as a spreadsheet, with every cell made formula-safe. */
export async function buildImportReport(ctx: ServiceContext, summary: ImportSummary): Promise<Buffer> {
  const t = ctx.t;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('courts:import.sheet_courts'));
  const labels = new Map(IMPORT_COLUMNS.map((column) => [column.key, t(column.label)]));
  const actions = {
    create: t('courts:import.action.create'),
    update: t('courts:import.action.update'),
    skip: t('courts:import.action.skip'),
    error: t('courts:import.action.error'),
  };
  sheet.columns = [
    { header: t('courts:import.report_row'), key: 'row', width: 8 },
    { header: t('courts:fields.name'), key: 'name', width: 32 },
    { header: t('courts:import.report_action'), key: 'action', width: 18 },
    { header: t('courts:import.report_errors'), key: 'errors', width: 80 },
    { header: t('courts:import.report_note'), key: 'note', width: 50 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of summary.rows)
    sheet.addRow({
      row: row.row,
      name: neutralizeSpreadsheetCell(row.name ?? ''),
      action: actions[row.action],
      errors: neutralizeSpreadsheetCell(
        Object.entries(row.errors)
          .map(([key, messages]) => `${labels.get(key) ?? key}: ${messages.join('; ')}`)
          .join('\n'),
      ),
      note: neutralizeSpreadsheetCell(row.address_note ?? ''),
    });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
