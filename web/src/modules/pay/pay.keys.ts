/** A list query as the API takes it: page, per_page, sort and the status filter. */
export type MyPaymentListParams = Record<string, string | number | undefined>;

/**
 * Query keys of the payer's pages (CONVENTIONS §7): the signed-in user's own payments. No imports:
 * the realtime wiring of the signed-in frame reads it.
 */
export const myPaymentKeys = {
  all: ['my-payments'] as const,
  lists: () => [...myPaymentKeys.all, 'list'] as const,
  list: (query: MyPaymentListParams) => [...myPaymentKeys.lists(), query] as const,
  details: () => [...myPaymentKeys.all, 'detail'] as const,
  detail: (id: number) => [...myPaymentKeys.details(), id] as const,
};
