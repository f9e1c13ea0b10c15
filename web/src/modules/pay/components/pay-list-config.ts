import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const MY_PAYMENT_FILTERS = ['status'] as const;
export type MyPaymentFilterName = (typeof MY_PAYMENT_FILTERS)[number];

/** The payer's list in the URL: MyPaymentListQuerySchema's status filter and sort, newest first. */
export const MY_PAYMENT_LIST_CONFIG: ListParamsConfig<MyPaymentFilterName> = {
  filters: MY_PAYMENT_FILTERS,
  sortFields: ['created_at', 'id'],
  defaultSort: '-created_at',
};
