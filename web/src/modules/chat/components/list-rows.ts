import type { ChatSummary } from '@pickleball/domain';
import type { InfiniteData } from '@tanstack/react-query';
import type { ListResponse } from '../../../lib/api-client';

type Pages = InfiniteData<ListResponse<ChatSummary>, number>;

/**
 * The rows of a loaded list, changed as one list (a conversation moving from the third page to
 * the top, one leaving), then cut again into pages of the sizes they had (the last takes the rest).
 */
export function updateListRows(
  data: Pages | undefined,
  update: (rows: ChatSummary[]) => ChatSummary[],
): Pages | undefined {
  if (!data) return data;
  const rows = data.pages.flatMap((page) => page.data);
  const next = update(rows);
  if (next === rows) return data;
  let at = 0;
  const pages = data.pages.map((page, index) => {
    const size = index === data.pages.length - 1 ? Math.max(0, next.length - at) : page.data.length;
    const slice = next.slice(at, at + size);
    at += size;
    return { ...page, data: slice };
  });
  return { ...data, pages };
}
