import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const PAYMENT_FILTERS = [
  'status',
  'gateway_id',
  'currency',
  'user_id',
  'purpose',
  'flagged',
  'from',
  'to',
  'amount_min',
  'amount_max',
] as const;
export type PaymentFilterName = (typeof PAYMENT_FILTERS)[number];

/**
 * The transactions list in the URL: PaymentListQuerySchema's filters and sort, newest first. The
 * dates are days (payment-query turns them into instants); the amounts are minor units, as the API takes them.
 */
export const PAYMENT_LIST_CONFIG: ListParamsConfig<PaymentFilterName> = {
  filters: PAYMENT_FILTERS,
  sortFields: ['created_at', 'amount', 'status', 'paid_at', 'id'],
  defaultSort: '-created_at',
};

export const GATEWAY_FILTERS = ['provider', 'status'] as const;
export type GatewayFilterName = (typeof GATEWAY_FILTERS)[number];

/** The gateways list in the URL: GatewayListQuerySchema's filters and sort, by name. */
export const GATEWAY_LIST_CONFIG: ListParamsConfig<GatewayFilterName> = {
  filters: GATEWAY_FILTERS,
  sortFields: ['name', 'provider', 'created_at', 'id'],
  defaultSort: 'name',
};
