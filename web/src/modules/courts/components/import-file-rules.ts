import { IMPORT_MAX_BYTES } from '@pickleball/domain/courts/courts.rules';

/** The spreadsheet formats the import reads (SPEC §5 "Court import"). */
export const IMPORT_EXTENSIONS = ['.xlsx', '.xls'] as const;
export const IMPORT_ACCEPT = [
  ...IMPORT_EXTENSIONS,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
].join(',');

/** Why a file cannot be sent, as the `validation:` key of SPEC §8's message; null when it can. */
export type ImportFileProblem = 'file_required' | 'file_too_large' | 'file_format';

export const IMPORT_FILE_MESSAGES: Record<ImportFileProblem, string> = {
  file_required: 'validation:file_required',
  file_too_large: 'validation:file_too_large',
  file_format: 'validation:file_format',
};

/**
 * The checks made before anything is uploaded: a file is chosen, it is at most 10 MB, and its
 * name ends in .xlsx or .xls (browsers give no reliable type for .xls; the server reads the
 * content and refuses a renamed file itself).
 */
export function checkImportFile(
  file: { name: string; size: number } | null | undefined,
): ImportFileProblem | null {
  if (!file) return 'file_required';
  const name = file.name.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'file_format';
  if (file.size > IMPORT_MAX_BYTES) return 'file_too_large';
  return null;
}
