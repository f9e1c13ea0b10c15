/**
 * Payments (SPEC §3 Payment transaction, Gateway, Payment settings; §4 payment states; §9 gateway
 * modes). Money is an integer in the currency's minor unit (VND has none: 150000 is ₫150.000;
 * USD 1250 is $12.50). Gateway secrets are write-only: the API answers whether each is set.
 */
export const PAYMENT_PROVIDERS = ['vnpay', 'momo', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const GATEWAY_MODES = ['sandbox', 'live'] as const;
export type GatewayMode = (typeof GATEWAY_MODES)[number];

export const GATEWAY_STATUSES = ['active', 'inactive'] as const;

export const PAYMENT_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'refunded',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses a gateway may still move (a notification for any other is "already confirmed"). */
export const OPEN_PAYMENT_STATUSES = ['pending', 'processing'] as const satisfies readonly PaymentStatus[];

/** ISO 4217 codes the product takes, with their minor-unit exponent. */
export const CURRENCY_MINOR_UNITS = { VND: 0, USD: 2, EUR: 2, SGD: 2, AUD: 2 } as const;
export const PAYMENT_CURRENCIES = Object.keys(CURRENCY_MINOR_UNITS) as [keyof typeof CURRENCY_MINOR_UNITS];
export type PaymentCurrency = keyof typeof CURRENCY_MINOR_UNITS;

/** What each gateway can take: VNPay and MoMo take đồng only. */
export const PROVIDER_CURRENCIES: Record<PaymentProvider, readonly PaymentCurrency[]> = {
  vnpay: ['VND'],
  momo: ['VND'],
  stripe: PAYMENT_CURRENCIES,
};

/**
 * Which credentials each gateway needs, and what they are called there:
 * - VNPay: merchant_id = vnp_TmnCode, secret = vnp_HashSecret (api_key unused);
 * - MoMo: merchant_id = partnerCode, api_key = accessKey, secret = secretKey;
 * - Stripe: api_key = secret key (sk_…), secret = webhook signing secret (whsec_…).
 */
export const PROVIDER_CREDENTIALS: Record<
  PaymentProvider,
  { merchant_id: boolean; api_key: boolean; secret: boolean }
> = {
  vnpay: { merchant_id: true, api_key: false, secret: true },
  momo: { merchant_id: true, api_key: true, secret: true },
  stripe: { merchant_id: false, api_key: true, secret: true },
};

/** The gateways' standard addresses per mode (an API address typed on the gateway overrides them). */
export const PROVIDER_API_URLS: Record<PaymentProvider, Record<GatewayMode, string>> = {
  vnpay: { sandbox: 'https://sandbox.vnpayment.vn', live: 'https://pay.vnpay.vn' },
  momo: { sandbox: 'https://test-payment.momo.vn', live: 'https://payment.momo.vn' },
  stripe: { sandbox: 'https://api.stripe.com', live: 'https://api.stripe.com' },
};

/** MoMo refuses refunds under 1,000 VND. */
export const MOMO_MIN_REFUND = 1_000;
