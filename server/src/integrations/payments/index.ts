import type { GatewayCredentials, PaymentGatewayClient } from './gateway-client';
import { createMomoClient } from './momo-client';
import { createStripeClient } from './stripe-client';
import { createVnpayClient } from './vnpay-client';

export * from './gateway-client';

/** The client for a gateway's provider: the payments module never names a gateway's own client. */
export function createGatewayClient(credentials: GatewayCredentials): PaymentGatewayClient {
  switch (credentials.provider) {
    case 'vnpay':
      return createVnpayClient(credentials);
    case 'momo':
      return createMomoClient(credentials);
    case 'stripe':
      return createStripeClient(credentials);
  }
}
