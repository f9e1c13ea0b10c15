import { boardView, isRealMove, type PendingMove } from '@pickleball/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { useBoard } from '../api/get-board';
import { invalidateTasks } from '../api/invalidate-tasks';
import { keepTask } from '../api/keep-task';
import { moveTask } from '../api/move-task';
import { taskKeys } from '../tasks.keys';

/**
 * The board as this user sees it: the known copies of the tasks (the fetch, then every copy
 * realtime brings, newer wins) with this user's moves not yet answered drawn on top. A move shows
 * at once; the server's answer replaces it, a refusal rolls it back with the reason in the
 * user's language (and the board is fetched again when the card it followed has moved).
 */
export function useBoardMoves() {
  const { t } = useTranslation('tasks');
  const queryClient = useQueryClient();
  const board = useBoard();
  const [pending, setPending] = useState<(PendingMove & { token: number })[]>([]);
  const tokens = useRef(0);
  const known = board.data?.data;
  const view = useMemo(() => boardView(known ?? [], pending), [known, pending]);

  const commit = useCallback(
    async (move: PendingMove) => {
      if (!isRealMove(view, move)) return;
      tokens.current += 1;
      const token = tokens.current;
      setPending((moves) => [...moves, { ...move, token }]);
      try {
        const response = await moveTask(move.id, { status: move.status, after_id: move.after_id });
        keepTask(queryClient, response.data);
        void invalidateTasks(queryClient);
      } catch (error) {
        toaster.error({
          title: t('tasks:board.move_failed'),
          description: isApiError(error) ? error.message : undefined,
        });
        if (isApiError(error) && error.code !== 'permission.missing')
          void queryClient.invalidateQueries({ queryKey: taskKeys.board() });
      } finally {
        setPending((moves) => moves.filter((item) => item.token !== token));
      }
    },
    [view, queryClient, t],
  );

  return { board, view, commit, isSaving: pending.length > 0 };
}
