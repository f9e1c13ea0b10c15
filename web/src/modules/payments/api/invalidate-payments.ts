import type { QueryClient } from '@tanstack/react-query';
import { paymentKeys } from '../payments.keys';

/** After a payment moved (an action here, or the gateway's word): lists, figures and, when named, that payment. */
export function invalidatePayments(queryClient: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.summaries() }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.stats() }),
    ...(id === undefined ? [] : [queryClient.invalidateQueries({ queryKey: paymentKeys.detail(id) })]),
  ]);
}

/** After a change to a gateway: its lists, the filters' choices and, when named, that gateway. */
export function invalidateGateways(queryClient: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.gatewayLists() }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.filters() }),
    ...(id === undefined ? [] : [queryClient.invalidateQueries({ queryKey: paymentKeys.gateway(id) })]),
  ]);
}
