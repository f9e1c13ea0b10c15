import { type MyPayment, OPEN_PAYMENT_STATUSES } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { myPaymentKeys } from '../pay.keys';

/** While the gateway has not said its word, the page asks again this often besides the pushed events. */
const OPEN_REFETCH_MS = 15_000;

/** GET /me/payments/{id}: one of the user's payments, with the gateways that take its currency while it is open. */
export function getMyPayment(id: number, signal?: AbortSignal): Promise<DataResponse<MyPayment>> {
  return api.get<DataResponse<MyPayment>>(`/me/payments/${id}`, { signal });
}

const isOpen = (payment: MyPayment | undefined) =>
  payment !== undefined && (OPEN_PAYMENT_STATUSES as readonly string[]).includes(payment.status);

/**
 * The payment, followed live: `payment.updated` on the user's own room refreshes it
 * (the module's .live.ts); while it is open it is also asked again now and then, in case an event
 * was missed (a phone that slept on the gateway's page).
 */
export function useMyPayment(id: number) {
  return useQuery(
    queryOptions({
      queryKey: myPaymentKeys.detail(id),
      queryFn: ({ signal }) => getMyPayment(id, signal),
      enabled: Number.isInteger(id) && id > 0,
      refetchInterval: (query) => (isOpen(query.state.data?.data) ? OPEN_REFETCH_MS : false),
    }),
  );
}
