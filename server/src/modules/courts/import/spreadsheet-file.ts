import * as XLSX from '@e965/xlsx';
import { IMPORT_MAX_ROWS } from '@pickleball/domain';
import { fieldError } from '../../../platform/errors';

/**
 * Reading an uploaded spreadsheet safely. The type comes from the bytes, not the name: an .xlsx
 * is a zip holding the workbook parts, an .xls an OLE compound file. A zip's central directory is
 * read before anything is unpacked, so a zip bomb (a small file that unpacks to gigabytes) or a
 * zip of thousands of entries is refused without spending the memory.
 */

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** What an import workbook may unpack to: a 1,000-row sheet is a few hundred kB. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 500;

export type SpreadsheetKind = 'xlsx' | 'xls';

interface ZipEntry {
  name: string;
  compressed: number;
  uncompressed: number;
}

/** The entries of a zip's central directory, or null when the bytes are not a readable zip. */
export function readZipDirectory(buffer: Buffer): ZipEntry[] | null {
  if (buffer.length < 22 || buffer.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null;
  // The end-of-directory record is in the last 64 kB + 22 bytes (it may end with a comment).
  let end = -1;
  for (let offset = buffer.length - 22; offset >= Math.max(0, buffer.length - 65_557); offset -= 1)
    if (buffer.readUInt32LE(offset) === ZIP_END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  if (end === -1) return null;
  const count = buffer.readUInt16LE(end + 10);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  // ZIP64 (more than 65,535 entries or 4 GB): never an import file.
  if (count === 0xffff || directoryOffset === 0xffffffff) return null;
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== ZIP_CENTRAL_HEADER) return null;
    const compressed = buffer.readUInt32LE(offset + 20);
    const uncompressed = buffer.readUInt32LE(offset + 24);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return null;
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.push({ name, compressed, uncompressed });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Which spreadsheet this is, from its bytes; refuses anything else and oversized zips. */
export function detectSpreadsheet(buffer: Buffer): SpreadsheetKind {
  if (buffer.subarray(0, 8).equals(OLE_MAGIC)) return 'xls';
  const entries = readZipDirectory(buffer);
  if (!entries) throw fieldError('file', 'file_format');
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml'))
    throw fieldError('file', 'file_format');
  const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressed, 0);
  if (entries.length > MAX_ZIP_ENTRIES || unpacked > MAX_UNPACKED_BYTES)
    throw fieldError('file', 'file_too_large');
  return 'xlsx';
}

/**
 * The first sheet's rows as text cells (what the user sees in each cell). At most
 * IMPORT_MAX_ROWS data rows are accepted: more is an error, found by reading one row too many.
 */
export function readSheetRows(buffer: Buffer): string[][] {
  detectSpreadsheet(buffer);
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, {
      type: 'buffer',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheetRows: IMPORT_MAX_ROWS + 2,
    });
  } catch {
    throw fieldError('file', 'file_format');
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheet) throw fieldError('file', 'file_format');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: false,
  });
  const text = rows.map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim())),
  );
  const nonEmpty = text.filter((row) => row.some((cell) => cell !== ''));
  if (nonEmpty.length - 1 > IMPORT_MAX_ROWS)
    throw fieldError('file', 'too_many_rows', { max: IMPORT_MAX_ROWS });
  return nonEmpty;
}
