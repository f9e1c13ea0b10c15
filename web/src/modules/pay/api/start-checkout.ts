import type { CheckoutSchema } from '@pickleball/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';

export type Checkout = z.infer<typeof CheckoutSchema>;

/**
 * POST /me/payments/{id}/checkout: the gateway's payment page for this payment; the browser goes
 * there and comes back to /pay/{id}. Silent: the page shows a refusal beside the button.
 */
export function startCheckout(id: number, gatewayId: number): Promise<DataResponse<Checkout>> {
  return api.post<DataResponse<Checkout>>(
    `/me/payments/${id}/checkout`,
    { gateway_id: gatewayId },
    { silent: true },
  );
}

export function useStartCheckout(id: number) {
  return useMutation({
    mutationFn: (gatewayId: number) => startCheckout(id, gatewayId),
    // The page is left for the gateway's: nothing to refresh here.
    onSuccess: (response) => window.location.assign(response.data.redirect_url),
  });
}
