import type { RecipientOption, RecipientOptionsQuerySchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PickerItem } from '../../../components/search-picker/search-picker';
import { api, type DataResponse } from '../../../lib/api-client';
import { notificationKeys } from '../notifications.keys';

export type RecipientOptionKind = z.input<typeof RecipientOptionsQuerySchema>['kind'];

/** A recipient as the send form's pickers list it: the name, and a username or a member count under it. */
export interface RecipientChoice extends PickerItem {
  detail: string | null;
  members: number | null;
}

/**
 * GET /notifications/recipient-options (notification.send): users, roles or clubs by name (at most
 * 20; every role), or the ones with these ids. The sender needs none of their own view permissions.
 */
export async function listRecipientOptions(
  query: z.input<typeof RecipientOptionsQuerySchema>,
  signal?: AbortSignal,
): Promise<RecipientChoice[]> {
  const response = await api.get<DataResponse<RecipientOption[]>>('/notifications/recipient-options', {
    query: { kind: query.kind, search: query.search || undefined, ids: query.ids },
    signal,
    silent: true,
  });
  return response.data.map(({ id, label, detail, members }) => ({ id, name: label, detail, members }));
}

/** A SearchPicker's `search` for one kind. */
export function recipientSearch(kind: RecipientOptionKind) {
  return (search: string, signal?: AbortSignal) => listRecipientOptions({ kind, search }, signal);
}

/** Every role, for "user roles" recipients, with how many active users hold each. */
export function useRoleOptions() {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.roleChoices(),
      queryFn: ({ signal }) => listRecipientOptions({ kind: 'roles' }, signal),
      staleTime: 5 * 60_000,
    }),
  );
}
