import type {
  ActionOutcome,
  CheckoutOutcome,
  GatewayCredentials,
  GatewayPaymentState,
  NotificationVerdict,
  PaymentGatewayClient,
} from './gateway-client';
import { baseUrl, equalHex, maskFields, maskUrl, withoutCall } from './http';
import { createVnpayApi, transactionNoOf, VNPAY_MASKED, vnpIp } from './vnpay-api';
import { formatVnpDate, signVnpParams, toVnpText, VNP_VERSION, vnpSignedQuery } from './vnpay-signing';

/**
 * VNPay 2.1.0: the payer goes to a signed pay URL; VNPay calls the IPN URL set in its merchant
 * console (a GET with the vnp_* query) and sends the browser back to vnp_ReturnUrl with the same
 * parameters. Amounts go as VND × 100. querydr and refund are in vnpay-api.ts. VNPay has no
 * capture step, and an unpaid order simply expires at vnp_ExpireDate.
 */

const PAY_PATH = '/paymentv2/vpcpay.html';
/** How long the pay URL stays usable (vnp_ExpireDate), counted from the order's creation. */
const PAY_WINDOW_MS = 15 * 60 * 1000;

/** The IPN's result in our words: success needs both codes; 24 is the payer's cancel. */
function stateOfPayment(responseCode: string, transactionStatus: string | undefined): GatewayPaymentState {
  if (responseCode === '00' && transactionStatus === '00') return 'paid';
  if (responseCode === '24') return 'cancelled';
  // 07: money taken, held for a fraud review the merchant settles in VNPay's console.
  if (responseCode === '07') return 'pending';
  return 'failed';
}

export function createVnpayClient(credentials: GatewayCredentials): PaymentGatewayClient {
  const base = baseUrl(credentials.apiUrl);
  const tmnCode = credentials.merchantId ?? '';
  const secret = credentials.secret ?? '';
  const missingKeys =
    !tmnCode || !secret ? 'VNPay needs the terminal code (vnp_TmnCode) and the hash secret' : null;
  const api = createVnpayApi({ apiUrl: base, tmnCode, secret, timeoutMs: credentials.timeoutMs });

  return {
    provider: 'vnpay',

    async createCheckout(request): Promise<CheckoutOutcome> {
      if (missingKeys) return withoutCall('refused', missingKeys);
      if (request.currency !== 'VND') return withoutCall('refused', 'VNPay takes payments in VND only');
      const createDate = formatVnpDate(request.createdAt);
      const params: Record<string, string> = {
        vnp_Version: VNP_VERSION,
        vnp_Command: 'pay',
        vnp_TmnCode: tmnCode,
        vnp_Amount: String(request.amount * 100),
        vnp_CreateDate: createDate,
        vnp_ExpireDate: formatVnpDate(new Date(request.createdAt.getTime() + PAY_WINDOW_MS)),
        vnp_CurrCode: 'VND',
        vnp_IpAddr: vnpIp(request.ipAddress),
        vnp_Locale: request.locale === 'vi' ? 'vn' : 'en',
        vnp_OrderInfo: toVnpText(request.description) || `Thanh toan ${request.orderId}`,
        vnp_OrderType: 'other',
        vnp_ReturnUrl: request.returnUrl,
        vnp_TxnRef: request.orderId,
      };
      const hash = signVnpParams(params, secret);
      const redirectUrl = `${base}${PAY_PATH}?${vnpSignedQuery(params)}&vnp_SecureHash=${hash}`;
      return {
        kind: 'redirect',
        redirectUrl,
        gatewayReference: null,
        keep: { vnp_CreateDate: createDate },
        request: { method: 'GET', url: maskUrl(redirectUrl, VNPAY_MASKED) },
        response: null,
      };
    },

    verifyNotification(incoming): NotificationVerdict {
      const query = incoming.query;
      const payload = maskFields(query, VNPAY_MASKED);
      const hash = query.vnp_SecureHash ?? '';
      if (!hash || !secret || !equalHex(signVnpParams(query, secret), hash))
        return { kind: 'bad_signature', payload };
      const orderId = query.vnp_TxnRef ?? '';
      const amount = query.vnp_Amount ?? '';
      if (!orderId || !/^\d+$/.test(amount) || Number(amount) % 100 !== 0)
        return { kind: 'malformed', reason: 'VNPay call without vnp_TxnRef or a whole vnp_Amount', payload };
      if (query.vnp_TmnCode !== tmnCode)
        return {
          kind: 'malformed',
          reason: `VNPay call for another terminal (${query.vnp_TmnCode})`,
          payload,
        };
      const responseCode = query.vnp_ResponseCode ?? '';
      return {
        kind: 'verified',
        payload,
        report: {
          orderId,
          state: stateOfPayment(responseCode, query.vnp_TransactionStatus),
          amount: Number(amount) / 100,
          currency: 'VND',
          gatewayReference: transactionNoOf(query.vnp_TransactionNo),
          gatewayStatus: responseCode,
          keep: query.vnp_PayDate ? { vnp_PayDate: query.vnp_PayDate } : {},
        },
      };
    },

    async queryPayment(input) {
      return missingKeys ? withoutCall('unavailable', missingKeys) : api.queryPayment(input);
    },

    async refund(request) {
      return missingKeys ? withoutCall('refused', missingKeys) : api.refund(request);
    },

    async capture(): Promise<ActionOutcome> {
      return withoutCall('refused', 'VNPay has no separate capture: payments settle at once');
    },

    async cancel(): Promise<ActionOutcome> {
      // An unpaid VNPay order expires by itself at vnp_ExpireDate: nothing to call.
      return { kind: 'done', gatewayReference: null, request: null, response: null };
    },

    async test() {
      return missingKeys ? { ok: false, message: missingKeys } : api.test();
    },
  };
}
