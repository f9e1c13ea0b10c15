import { api, type DataResponse } from '../../../lib/api-client';

/** A user a payment may be asked of, as the search lists them. */
export interface PayerOption {
  id: number;
  name: string;
  username: string;
}

/**
 * GET /payments/payers?search= (payment.manage): users to ask a payment of, by name, username,
 * e-mail or phone (the shared PlayerSearch asks from 2–3 characters).
 */
export async function searchPayers(search: string, signal?: AbortSignal): Promise<PayerOption[]> {
  const found = await api.get<DataResponse<PayerOption[]>>('/payments/payers', {
    query: { search, limit: 10 },
    signal,
  });
  return found.data;
}
