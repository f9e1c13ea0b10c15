import type {
  Exchange,
  GatewayPaymentState,
  PaymentGatewayClient,
  QueryOutcome,
  RefundOutcome,
} from './gateway-client';
import {
  baseUrl,
  DEFAULT_TIMEOUT_MS,
  equalHex,
  isRecord,
  maskFields,
  randomId,
  sendRequest,
  shortId,
  text,
  withoutCall,
} from './http';
import {
  formatVnpDate,
  QUERYDR_REQUEST_FIELDS,
  QUERYDR_RESPONSE_FIELDS,
  REFUND_REQUEST_FIELDS,
  REFUND_RESPONSE_FIELDS,
  signVnpFields,
  toVnpText,
  VNP_VERSION,
} from './vnpay-signing';

/**
 * VNPay's merchant API (POST /merchant_webapi/api/transaction, JSON): querydr and refund. Both
 * directions are signed; an answer whose signature does not verify is treated as no answer (it may
 * not come from VNPay), except a refusal, which changes nothing either way.
 */

const API_PATH = '/merchant_webapi/api/transaction';
export const VNPAY_MASKED = new Set(['vnp_SecureHash']);

export interface VnpayConfig {
  apiUrl: string;
  tmnCode: string;
  secret: string;
  timeoutMs?: number;
}

type ApiAnswer =
  | { kind: 'failed'; reason: string; exchange: Exchange }
  | {
      kind: 'answer';
      code: string;
      message: string;
      body: Record<string, unknown>;
      trusted: boolean;
      exchange: Exchange;
    };

/** querydr's vnp_TransactionStatus in our words (VNPay's table of transaction statuses). */
function stateOfTransaction(status: string): GatewayPaymentState {
  if (status === '00') return 'paid';
  if (status === '01') return 'pending';
  if (status === '02') return 'failed';
  // 07: money taken but held for a fraud review the merchant settles in VNPay's console.
  if (status === '07') return 'pending';
  // 05, 06 and 09 describe a refund of a payment that was made (processing, sent to the bank, refused).
  if (status === '05' || status === '06' || status === '09') return 'paid';
  // 04 (reversed: debited at the bank, not successful at VNPay) and anything new: a person looks.
  return 'unknown';
}

/** VNPay wants an IPv4 or IPv6 text; a v4-mapped v6 address (::ffff:1.2.3.4) is sent as the v4 one. */
export function vnpIp(ip: string): string {
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') || '127.0.0.1';
}

/** "No transaction" is written 0 by VNPay (a payer who cancelled before paying). */
export function transactionNoOf(value: unknown): string | null {
  const no = text(value);
  return no && no !== '0' ? no : null;
}

export function createVnpayApi(
  config: VnpayConfig,
): Pick<PaymentGatewayClient, 'queryPayment' | 'refund' | 'test'> {
  const { tmnCode, secret } = config;
  const url = `${baseUrl(config.apiUrl)}${API_PATH}`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(
    command: 'querydr' | 'refund',
    fields: Record<string, string>,
    signed: readonly string[],
    answerSigned: readonly string[],
  ): Promise<ApiAnswer> {
    const body: Record<string, string> = {
      vnp_Version: VNP_VERSION,
      vnp_Command: command,
      vnp_TmnCode: tmnCode,
      ...fields,
    };
    body.vnp_SecureHash = signVnpFields(body, signed, secret);
    const request = { method: 'POST', url, body: maskFields(body, VNPAY_MASKED) };
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
    const result = await sendRequest(url, init, timeoutMs);
    if (result.kind === 'failed')
      return {
        kind: 'failed',
        reason: `VNPay: ${result.reason}`,
        exchange: { request, response: { error: result.reason } },
      };
    const response = { status: result.status, body: maskFields(result.body ?? result.text, VNPAY_MASKED) };
    const exchange = { request, response };
    const answer = result.body;
    if (result.status >= 300 || !isRecord(answer) || typeof answer.vnp_ResponseCode !== 'string')
      return {
        kind: 'failed',
        reason: `VNPay answered HTTP ${result.status} without a readable result`,
        exchange,
      };
    const hash = text(answer.vnp_SecureHash);
    return {
      kind: 'answer',
      code: text(answer.vnp_ResponseCode),
      message: text(answer.vnp_Message),
      body: answer,
      trusted: hash !== '' && equalHex(signVnpFields(answer, answerSigned, secret), hash),
      exchange,
    };
  }

  function querydr(orderId: string, transactionDate: string, ipAddress: string) {
    const fields = {
      vnp_RequestId: randomId(32),
      vnp_TxnRef: orderId,
      vnp_OrderInfo: toVnpText(`Truy van giao dich ${orderId}`),
      vnp_TransactionDate: transactionDate,
      vnp_CreateDate: formatVnpDate(new Date()),
      vnp_IpAddr: vnpIp(ipAddress),
    };
    return call('querydr', fields, QUERYDR_REQUEST_FIELDS, QUERYDR_RESPONSE_FIELDS);
  }

  return {
    async queryPayment(input): Promise<QueryOutcome> {
      // VNPay finds a transaction by vnp_TxnRef and the date it was created (vnp_TransactionDate).
      const transactionDate = input.keep.vnp_CreateDate;
      if (!transactionDate)
        return withoutCall('unavailable', 'VNPay querydr needs the order’s vnp_CreateDate');
      const answer = await querydr(input.orderId, transactionDate, input.ipAddress);
      if (answer.kind === 'failed') return { kind: 'unavailable', reason: answer.reason, ...answer.exchange };
      const { exchange, body, code } = answer;
      if (!answer.trusted)
        return {
          kind: 'unavailable',
          reason: `VNPay's answer (${code}) is not signed with our hash secret`,
          ...exchange,
        };
      if (code === '91') return { kind: 'not_found', ...exchange };
      if (code !== '00')
        return {
          kind: 'unavailable',
          reason: `VNPay querydr answered ${code}: ${answer.message}`,
          ...exchange,
        };
      const status = text(body.vnp_TransactionStatus);
      const amount = text(body.vnp_Amount);
      return {
        kind: 'report',
        ...exchange,
        report: {
          orderId: text(body.vnp_TxnRef) || input.orderId,
          state: stateOfTransaction(status),
          amount: /^\d+$/.test(amount) ? Number(amount) / 100 : null,
          currency: 'VND',
          gatewayReference: transactionNoOf(body.vnp_TransactionNo),
          gatewayStatus: status,
          keep: body.vnp_PayDate ? { vnp_PayDate: text(body.vnp_PayDate) } : {},
        },
      };
    },

    async refund(request): Promise<RefundOutcome> {
      if (request.currency !== 'VND') return withoutCall('refused', 'VNPay refunds VND only');
      const transactionDate = request.keep.vnp_CreateDate;
      if (!transactionDate) return withoutCall('refused', 'VNPay refund needs the order’s vnp_CreateDate');
      const fields = {
        // The refund's own id, so a retry is recognised by VNPay (94) instead of refunding twice.
        vnp_RequestId: shortId(request.refundId, /^[A-Za-z0-9]+$/, 32),
        vnp_TransactionType: request.amount === request.paidAmount ? '02' : '03',
        vnp_TxnRef: request.orderId,
        vnp_Amount: String(request.amount * 100),
        vnp_TransactionNo: request.gatewayReference,
        vnp_TransactionDate: transactionDate,
        vnp_CreateBy: toVnpText(request.actorName, 250) || 'admin',
        vnp_CreateDate: formatVnpDate(new Date()),
        vnp_IpAddr: vnpIp(request.ipAddress),
        vnp_OrderInfo: toVnpText(request.reason) || `Hoan tien ${request.orderId}`,
      };
      const answer = await call('refund', fields, REFUND_REQUEST_FIELDS, REFUND_RESPONSE_FIELDS);
      if (answer.kind === 'failed') return { kind: 'uncertain', reason: answer.reason, ...answer.exchange };
      const { exchange, code, message } = answer;
      const said = `VNPay refund answered ${code}${message ? `: ${message}` : ''}`;
      if (code === '00')
        return answer.trusted
          ? {
              kind: 'refunded',
              gatewayReference: transactionNoOf(answer.body.vnp_TransactionNo),
              ...exchange,
            }
          : {
              kind: 'uncertain',
              reason: `${said}, but the answer is not signed with our hash secret`,
              ...exchange,
            };
      // 94: a refund of this transaction is already being processed (our earlier try, or another one).
      if (code === '94' || code === '99') return { kind: 'uncertain', reason: said, ...exchange };
      return { kind: 'refused', reason: said, ...exchange };
    },

    async test() {
      const answer = await querydr(`TEST${randomId(16)}`, formatVnpDate(new Date()), '127.0.0.1');
      if (answer.kind === 'failed') return { ok: false, message: answer.reason };
      const { code, message } = answer;
      if (code === '97')
        return { ok: false, message: 'VNPay refused the checksum (97): check the hash secret' };
      if (code === '02') return { ok: false, message: 'VNPay does not know this terminal code (02)' };
      if (!answer.trusted)
        return { ok: false, message: `VNPay answered ${code}, but not signed with this hash secret` };
      if (code === '91')
        return {
          ok: true,
          message: 'VNPay accepted the terminal code and hash secret (querydr of an unknown order: 91)',
        };
      return { ok: false, message: `VNPay querydr answered ${code}: ${message}` };
    },
  };
}
