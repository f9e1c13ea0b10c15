import { describe, expect, it } from 'vitest';
import { checkImportFile } from './import-file-rules';

const MB = 1024 * 1024;

describe('checkImportFile', () => {
  it('asks for a file when none is chosen', () => {
    expect(checkImportFile(null)).toBe('file_required');
  });

  it('takes .xlsx and .xls files of up to 10 MB, whatever the case of the extension', () => {
    expect(checkImportFile({ name: 'sân.xlsx', size: 10 * MB })).toBeNull();
    expect(checkImportFile({ name: 'COURTS.XLS', size: 2_000 })).toBeNull();
  });

  it('refuses a file over 10 MB', () => {
    expect(checkImportFile({ name: 'courts.xlsx', size: 10 * MB + 1 })).toBe('file_too_large');
  });

  it('refuses other formats, a CSV included', () => {
    expect(checkImportFile({ name: 'courts.csv', size: 100 })).toBe('file_format');
    expect(checkImportFile({ name: 'courts.xlsx.pdf', size: 100 })).toBe('file_format');
    expect(checkImportFile({ name: 'xlsx', size: 100 })).toBe('file_format');
  });
});
