import { createHmac } from 'node:crypto';
import { MOMO_MIN_REFUND } from '@pickleball/domain';
import type {
  ActionOutcome,
  CheckoutOutcome,
  Exchange,
  GatewayCredentials,
  GatewayPaymentState,
  NotificationVerdict,
  PaymentGatewayClient,
  QueryOutcome,
  RefundOutcome,
} from './gateway-client';
import {
  baseUrl,
  equalHex,
  isRecord,
  maskFields,
  parseJson,
  randomId,
  sendRequest,
  shortId,
  text,
  withoutCall,
} from './http';

/**
 * MoMo's AIO v2 gateway (developers.momo.vn/v3): create (captureWallet) answers a payUrl; MoMo
 * POSTs the result to our ipnUrl (we answer 204) and sends the browser to redirectUrl with the
 * same signed fields; query and refund are further signed JSON calls. Every request is signed
 * with HMAC-SHA256 over `key=value` pairs in a fixed order; MoMo's answers carry resultCode
 * (0 = success) and a message in the request's language. MoMo asks for a 30-second timeout.
 */

const MOMO_TIMEOUT_MS = 30_000;
const MASKED = new Set(['signature', 'accessKey']);
/** MoMo's orderId / requestId pattern (its docs' regex), at most 50 characters. */
const MOMO_ID = /^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/;
const PENDING = new Set([1000, 7000, 7002, 8000]);
/** Codes that describe the call, not the payment: the gateway could not say anything about the order. */
const CALL_ERRORS = new Set([10, 11, 12, 13, 20, 21, 22, 40, 41, 43, 47, 98, 99]);

export function signMomo(pairs: readonly (readonly [string, unknown])[], secretKey: string): string {
  const raw = pairs.map(([key, value]) => `${key}=${text(value)}`).join('&');
  return createHmac('sha256', secretKey).update(raw, 'utf8').digest('hex');
}

/** The IPN and the return redirect are signed over these fields, in this order (MoMo's notification doc). */
export const MOMO_RESULT_FIELDS = [
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

function stateOfResult(code: number): GatewayPaymentState {
  if (code === 0) return 'paid';
  if (code === 9000) return 'authorised';
  if (PENDING.has(code)) return 'pending';
  // 1006: the payer declined in the app; 1017: cancelled by the merchant.
  if (code === 1006 || code === 1017) return 'cancelled';
  return 'failed';
}

export function createMomoClient(credentials: GatewayCredentials): PaymentGatewayClient {
  const base = baseUrl(credentials.apiUrl);
  const partnerCode = credentials.merchantId ?? '';
  const accessKey = credentials.apiKey ?? '';
  const secretKey = credentials.secret ?? '';
  const timeoutMs = credentials.timeoutMs ?? MOMO_TIMEOUT_MS;
  const missingKeys =
    !partnerCode || !accessKey || !secretKey
      ? 'MoMo needs the partner code, access key and secret key'
      : null;

  /** Signs the named fields (with accessKey first, as MoMo's recipes start) and posts the body. */
  async function call(path: string, body: Record<string, string | number>, signed: readonly string[]) {
    const pairs = [['accessKey', accessKey] as const, ...signed.map((key) => [key, body[key]] as const)];
    const full = { ...body, signature: signMomo(pairs, secretKey) };
    const url = `${base}${path}`;
    const request = { method: 'POST', url, body: maskFields(full, MASKED) };
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(full),
    };
    const result = await sendRequest(url, init, timeoutMs);
    if (result.kind === 'failed')
      return {
        kind: 'failed' as const,
        reason: `MoMo: ${result.reason}`,
        exchange: { request, response: { error: result.reason } },
      };
    const exchange: Exchange = {
      request,
      response: { status: result.status, body: maskFields(result.body ?? result.text, MASKED) },
    };
    const answer = result.body;
    // MoMo answers 4xx with a JSON resultCode for a wrong request; anything else without one is not MoMo speaking.
    if (result.status >= 500 || !isRecord(answer) || typeof answer.resultCode !== 'number')
      return {
        kind: 'failed' as const,
        reason: `MoMo answered HTTP ${result.status} without a resultCode`,
        exchange,
      };
    const subErrors = Array.isArray(answer.subErrors) ? answer.subErrors.filter(isRecord) : [];
    const details = subErrors.map((error) => `${text(error.field)}: ${text(error.message)}`).join('; ');
    const said = `MoMo answered ${answer.resultCode}: ${text(answer.message)}${details ? ` (${details})` : ''}`;
    return { kind: 'answer' as const, code: answer.resultCode, body: answer, said, exchange };
  }

  function query(orderId: string, lang: 'vi' | 'en') {
    const body = { partnerCode, requestId: `Q${randomId(31)}`, orderId, lang };
    return call('/v2/gateway/api/query', body, ['orderId', 'partnerCode', 'requestId']);
  }

  return {
    provider: 'momo',

    async createCheckout(request): Promise<CheckoutOutcome> {
      if (missingKeys) return withoutCall('refused', missingKeys);
      if (request.currency !== 'VND') return withoutCall('refused', 'MoMo takes payments in VND only');
      // The order id doubles as the idempotency key: a retried create gets MoMo's first answer again.
      const requestId = request.orderId;
      const body = {
        partnerCode,
        requestId,
        amount: request.amount,
        orderId: request.orderId,
        orderInfo: request.description.slice(0, 255),
        redirectUrl: request.returnUrl,
        ipnUrl: request.notifyUrl,
        requestType: 'captureWallet',
        extraData: '',
        lang: request.locale,
      };
      const signed = ['amount', 'extraData', 'ipnUrl', 'orderId', 'orderInfo', 'partnerCode', 'redirectUrl'];
      const answer = await call('/v2/gateway/api/create', body, [...signed, 'requestId', 'requestType']);
      if (answer.kind === 'failed') return { kind: 'unavailable', reason: answer.reason, ...answer.exchange };
      const payUrl = text(answer.body.payUrl);
      if (answer.code === 0 && payUrl)
        return {
          kind: 'redirect',
          redirectUrl: payUrl,
          gatewayReference: null,
          keep: { requestId },
          ...answer.exchange,
        };
      // 10: maintenance, 99: unknown error on MoMo's side; anything else is MoMo refusing this request.
      const kind = answer.code === 10 || answer.code === 99 ? 'unavailable' : 'refused';
      return { kind, reason: answer.said, ...answer.exchange };
    },

    verifyNotification(incoming): NotificationVerdict {
      // MoMo POSTs JSON to the ipnUrl; the browser's return carries the same fields in the query.
      const source =
        incoming.method === 'POST' ? parseJson(incoming.rawBody?.toString('utf8') ?? '') : incoming.query;
      if (!isRecord(source))
        return { kind: 'malformed', reason: 'MoMo notification is not a JSON object', payload: null };
      const payload = maskFields(source, MASKED);
      const signature = text(source.signature);
      const expected = signMomo(
        [['accessKey', accessKey], ...MOMO_RESULT_FIELDS.map((key) => [key, source[key]] as const)],
        secretKey,
      );
      if (!signature || !secretKey || !equalHex(expected, signature))
        return { kind: 'bad_signature', payload };
      if (text(source.partnerCode) !== partnerCode)
        return {
          kind: 'malformed',
          reason: `MoMo call for another partner (${text(source.partnerCode)})`,
          payload,
        };
      const code = Number(text(source.resultCode));
      const amount = Number(text(source.amount));
      if (!text(source.orderId) || !Number.isInteger(code) || !Number.isInteger(amount))
        return { kind: 'malformed', reason: 'MoMo call without orderId, resultCode or amount', payload };
      return {
        kind: 'verified',
        payload,
        report: {
          orderId: text(source.orderId),
          state: stateOfResult(code),
          amount,
          currency: 'VND',
          gatewayReference: text(source.transId) || null,
          gatewayStatus: String(code),
          keep: {},
        },
      };
    },

    async queryPayment(input): Promise<QueryOutcome> {
      if (missingKeys) return withoutCall('unavailable', missingKeys);
      const answer = await query(input.orderId, 'en');
      if (answer.kind === 'failed') return { kind: 'unavailable', reason: answer.reason, ...answer.exchange };
      // 42: "Invalid orderId or orderId is not found".
      if (answer.code === 42) return { kind: 'not_found', ...answer.exchange };
      if (CALL_ERRORS.has(answer.code))
        return { kind: 'unavailable', reason: answer.said, ...answer.exchange };
      const transId = text(answer.body.transId);
      const amount = Number(text(answer.body.amount));
      return {
        kind: 'report',
        ...answer.exchange,
        report: {
          orderId: text(answer.body.orderId) || input.orderId,
          state: stateOfResult(answer.code),
          amount: Number.isInteger(amount) ? amount : null,
          currency: 'VND',
          gatewayReference: transId && transId !== '0' ? transId : null,
          gatewayStatus: String(answer.code),
          keep: {},
        },
      };
    },

    async refund(request): Promise<RefundOutcome> {
      if (missingKeys) return withoutCall('refused', missingKeys);
      if (request.currency !== 'VND') return withoutCall('refused', 'MoMo refunds VND only');
      if (request.amount < MOMO_MIN_REFUND)
        return withoutCall('refused', `MoMo refunds at least ${MOMO_MIN_REFUND.toLocaleString('en')} VND`);
      if (!/^\d+$/.test(request.gatewayReference))
        return withoutCall('refused', 'MoMo refunds need the payment’s transId');
      // The refund is a new MoMo order whose id is ours: a retry replays MoMo's first answer (same requestId).
      const refundOrderId = shortId(request.refundId, MOMO_ID, 50);
      const body = {
        partnerCode,
        orderId: refundOrderId,
        requestId: refundOrderId,
        amount: request.amount,
        transId: Number(request.gatewayReference),
        lang: request.locale,
        description: request.reason.slice(0, 255),
      };
      const signed = ['amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId'];
      const answer = await call('/v2/gateway/api/refund', body, signed);
      if (answer.kind === 'failed') return { kind: 'uncertain', reason: answer.reason, ...answer.exchange };
      if (answer.code === 0)
        return { kind: 'refunded', gatewayReference: text(answer.body.transId) || null, ...answer.exchange };
      // 40/41: this id was used before (an earlier try MoMo may have done); 7000s: still processing; 10/99: MoMo's trouble.
      const unsure = [10, 40, 41, 99, 7000, 7002].includes(answer.code);
      return { kind: unsure ? 'uncertain' : 'refused', reason: answer.said, ...answer.exchange };
    },

    async capture(): Promise<ActionOutcome> {
      return withoutCall('refused', 'MoMo capture is not supported: payments are captured at once');
    },

    async cancel(): Promise<ActionOutcome> {
      // An unpaid MoMo order expires by itself: nothing to call.
      return { kind: 'done', gatewayReference: null, request: null, response: null };
    },

    async test() {
      if (missingKeys) return { ok: false, message: missingKeys };
      const answer = await query(`TEST${randomId(20)}`, 'en');
      if (answer.kind === 'failed') return { ok: false, message: answer.reason };
      if (answer.code === 42)
        return {
          ok: true,
          message: 'MoMo accepted the partner code and keys (query of an unknown order: 42)',
        };
      if (answer.code === 20 && /signature/i.test(answer.said))
        return {
          ok: false,
          message: `MoMo refused the signature: check the access key and secret key. ${answer.said}`,
        };
      if (answer.code === 11 || answer.code === 13)
        return { ok: false, message: `MoMo refused the partner code or keys. ${answer.said}` };
      return { ok: false, message: answer.said };
    },
  };
}
