import { refreshKnown, type Task } from '@pickleball/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { taskKeys } from '../tasks.keys';

/** GET /tasks/board: every task not archived; realtime copies are merged into it (tasks-realtime.ts). */
export function getBoard(signal?: AbortSignal): Promise<DataResponse<Task[]>> {
  return api.get<DataResponse<Task[]>>('/tasks/board', { signal });
}

/**
 * The board, kept as known copies of tasks. Fetched again (a reconnection, a join), each task
 * keeps the newer of the fetched copy and one an event brought while the request ran.
 */
export function useBoard() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: taskKeys.board(),
    queryFn: async ({ signal }) => {
      const fetched = await getBoard(signal);
      const known = queryClient.getQueryData<{ data: Task[] }>(taskKeys.board())?.data ?? [];
      return { ...fetched, data: refreshKnown(fetched.data, known) };
    },
  });
}
