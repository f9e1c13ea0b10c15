import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /courts/import/template: the .xlsx template (columns, lists, instructions) in the UI language. */
export function downloadImportTemplate(): Promise<void> {
  return api.download('/courts/import/template');
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
