import type {
  Bracket,
  BracketSlot,
  CorrectionInput,
  CorrectionPreview,
  SlotHistoryEntry,
  SlotScheduleInput,
  WalkoverInput,
} from '@pickleball/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { tournamentKeys } from '../tournaments.keys';
import { invalidateDraw } from './invalidate-tournaments';

const slotPath = (id: number, key: string) => `/tournaments/${id}/slots/${encodeURIComponent(key)}`;

/** What staff do to one bracket match; every call is silent (its dialog shows a refusal inside). */
export type SlotStep =
  | { action: 'schedule'; input: SlotScheduleInput }
  | { action: 'reschedule'; input: SlotScheduleInput }
  | { action: 'postpone'; reason: string | null }
  | { action: 'cancel'; reason: string | null }
  | { action: 'walkover'; input: WalkoverInput }
  | { action: 'correct'; input: CorrectionInput };

/**
 * PATCH …/slots/{key} (court and time), POST …/postpone, /cancel, /reschedule, /walkover and
 * /correction (confirm: true).
 */
export function runSlotStep(
  id: number,
  key: string,
  step: SlotStep,
): Promise<DataResponse<BracketSlot | Bracket>> {
  const path = slotPath(id, key);
  const options = { silent: true };
  switch (step.action) {
    case 'schedule':
      return api.patch(path, step.input, options);
    case 'reschedule':
      return api.post(`${path}/reschedule`, step.input, options);
    case 'postpone':
    case 'cancel':
      return api.post(`${path}/${step.action}`, { reason: step.reason }, options);
    case 'walkover':
      return api.post(`${path}/walkover`, step.input, options);
    case 'correct':
      return api.post(`${path}/correction`, { ...step.input, confirm: true }, options);
  }
}

export function useRunSlotStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, step }: { key: string; step: SlotStep }) => runSlotStep(id, key, step),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return invalidateDraw(queryClient, id);
    },
  });
}

/** POST …/slots/{key}/correction/preview: what a correction would reset (nothing is written). */
export function previewCorrection(
  id: number,
  key: string,
  input: CorrectionInput,
): Promise<DataResponse<CorrectionPreview>> {
  return api.post<DataResponse<CorrectionPreview>>(
    `${slotPath(id, key)}/correction/preview`,
    { ...input, confirm: false },
    { silent: true },
  );
}

/** GET …/slots/{key}/history: every result the slot had, newest first. */
export function getSlotHistory(
  id: number,
  key: string,
  signal?: AbortSignal,
): Promise<DataResponse<SlotHistoryEntry[]>> {
  return api.get<DataResponse<SlotHistoryEntry[]>>(`${slotPath(id, key)}/history`, { signal });
}

export function useSlotHistory(id: number, key: string | null) {
  return useQuery(
    queryOptions({
      queryKey: tournamentKeys.slotHistory(id, key ?? ''),
      queryFn: ({ signal }) => getSlotHistory(id, key ?? '', signal),
      enabled: key !== null,
    }),
  );
}
