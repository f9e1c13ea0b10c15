/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type PaymentListParams = Record<string, string | number | undefined>;

/**
 * Query keys of the payments module (CONVENTIONS §7); every key starts with the module's name.
 * No imports: the realtime wiring of the signed-in frame reads it.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  /** The transactions lists (their page, search, sort and filters added). */
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (query: PaymentListParams) => [...paymentKeys.lists(), query] as const,
  /** The figures over the transactions list, for the same filters. */
  summaries: () => [...paymentKeys.all, 'summary'] as const,
  summary: (query: PaymentListParams) => [...paymentKeys.summaries(), query] as const,
  /** The filters' choices: gateways, purposes, currencies. */
  filters: () => [...paymentKeys.all, 'filters'] as const,
  details: () => [...paymentKeys.all, 'detail'] as const,
  detail: (id: number) => [...paymentKeys.details(), id] as const,
  /** The dashboard's statistics (payment.stats), per currency and period. */
  stats: () => [...paymentKeys.all, 'stats'] as const,
  statsFor: (query: PaymentListParams) => [...paymentKeys.stats(), query] as const,
  gateways: () => [...paymentKeys.all, 'gateways'] as const,
  gatewayLists: () => [...paymentKeys.gateways(), 'list'] as const,
  gatewayList: (query: PaymentListParams) => [...paymentKeys.gatewayLists(), query] as const,
  gateway: (id: number) => [...paymentKeys.gateways(), 'detail', id] as const,
  settings: () => [...paymentKeys.all, 'settings'] as const,
  /** The "Request a payment" dialog's user search. */
  payers: () => [...paymentKeys.all, 'payers'] as const,
};
