import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { staticPageKeys } from '../static-pages.keys';

/** POST /static-pages/preview: the HTML exactly as the server sanitises it for the public. */
export function previewStaticPage(
  content: string,
  signal?: AbortSignal,
): Promise<DataResponse<{ content: string }>> {
  return api.post<DataResponse<{ content: string }>>(
    '/static-pages/preview',
    { content },
    { signal, silent: true },
  );
}

/** The public's view of `content` (null: nothing to show yet); the caller debounces it. */
export function useStaticPagePreview(content: string | null) {
  return useQuery(
    queryOptions({
      queryKey: staticPageKeys.preview(content ?? ''),
      queryFn: ({ signal }) => previewStaticPage(content as string, signal),
      enabled: content !== null,
      placeholderData: keepPreviousData,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
