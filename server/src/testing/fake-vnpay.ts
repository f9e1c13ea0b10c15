import { randomBytes, randomInt } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  answerHttpFailure,
  type CompleteOptions,
  deliverNotification,
  type FakeFailure,
  formatMoney,
  type NotificationAnswer,
  type PaymentOutcome,
  redirect,
  renderErrorPage,
  renderPaymentPage,
  sendHtml,
  sendJson,
  startFakeHttp,
} from './fake-payment-page';

/**
 * VNPay 2.1.0 on loopback: the pay page (/paymentv2/vpcpay.html), the IPN it sends on Pay/Cancel,
 * the return redirect, and querydr/refund (/merchant_webapi/api/transaction). It checks what VNPay
 * checks, with its own implementation of the recipes (Java URLEncoder-style form encoding, pipe
 * joins): required parameters and formats (03), the terminal (02), the checksum (70 on the pay
 * page, 97 on the API), an expired vnp_ExpireDate (11), a reused vnp_TxnRef (01), a reused
 * vnp_RequestId (94), an unknown order (91), a refund of an unpaid order (95) or over what is left
 * (93). The IPN URL is set "in the merchant console": options.ipnUrl or setIpnUrl().
 */
import {
  API_MESSAGES,
  checkPayParams,
  type FakeVnpayOrder,
  PAY_ERRORS,
  pipeHash,
  QUERYDR_IN,
  REFUND_IN,
  RESPONSE_OUT,
  type VnpayOperation,
  vnpChecksum,
  vnpFormEncode,
  vnpNow,
} from './fake-vnpay-protocol';

export {
  type FakeVnpayOrder,
  type VnpayOperation,
  vnpChecksum,
  vnpFormEncode,
  vnpNow,
} from './fake-vnpay-protocol';

export async function startFakeVnpay(
  options: { tmnCode?: string; hashSecret?: string; ipnUrl?: string | null } = {},
) {
  const tmnCode = options.tmnCode ?? 'PICKLE01';
  const hashSecret = options.hashSecret ?? 'VNPAYFAKESECRET0123456789ABCDEFG';
  let ipnUrl = options.ipnUrl ?? null;
  const orders = new Map<string, FakeVnpayOrder>();
  const requestIds = new Set<string>();

  function requireOrder(orderId: string): FakeVnpayOrder {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake VNPay: no order ${orderId} (open its pay URL first)`);
    return order;
  }

  /** The vnp_* parameters VNPay sends to the IPN URL and the return URL for this outcome, signed. */
  function resultParams(order: FakeVnpayOrder, outcome: PaymentOutcome, opts: CompleteOptions = {}) {
    order.payDate ??= vnpNow();
    const paid = outcome === 'paid';
    const params: Record<string, string> = {
      vnp_Amount: String((opts.amount ?? order.amount) * 100),
      vnp_BankCode: 'NCB',
      ...(paid ? { vnp_BankTranNo: `VNP${order.transactionNo}`, vnp_CardType: 'ATM' } : {}),
      vnp_OrderInfo: order.orderInfo,
      vnp_PayDate: order.payDate,
      vnp_ResponseCode: paid ? '00' : outcome === 'cancelled' ? '24' : '51',
      vnp_TmnCode: tmnCode,
      vnp_TransactionNo: outcome === 'cancelled' ? '0' : order.transactionNo,
      vnp_TransactionStatus: paid ? '00' : '02',
      vnp_TxnRef: order.txnRef,
    };
    params.vnp_SecureHash = vnpChecksum(params, hashSecret);
    return params;
  }

  function queryOf(params: Record<string, string>): string {
    return Object.entries(params)
      .map(([key, value]) => `${vnpFormEncode(key)}=${vnpFormEncode(value)}`)
      .join('&');
  }

  function notificationFor(orderId: string, outcome: PaymentOutcome, opts: CompleteOptions = {}) {
    if (!ipnUrl) throw new Error('fake VNPay: no IPN URL configured (options.ipnUrl or setIpnUrl)');
    const query = resultParams(requireOrder(orderId), outcome, opts);
    const separator = ipnUrl.includes('?') ? '&' : '?';
    return { method: 'GET' as const, url: `${ipnUrl}${separator}${queryOf(query)}`, query, headers: {} };
  }

  async function complete(
    orderId: string,
    outcome: PaymentOutcome,
    opts: CompleteOptions = {},
  ): Promise<NotificationAnswer | null> {
    const order = requireOrder(orderId);
    if (order.state !== 'pending') throw new Error(`fake VNPay: order ${orderId} is already ${order.state}`);
    const notification = opts.notify === false || !ipnUrl ? null : notificationFor(orderId, outcome, opts);
    order.state = outcome;
    order.payDate ??= vnpNow();
    if (!notification) return null;
    const answer = await deliverNotification(notification.url, { method: 'GET' });
    http.notifications.push({ orderId, outcome, answer });
    return answer;
  }

  function payError(res: ServerResponse, code: string) {
    redirect(res, 302, `/paymentv2/Payment/Error.html?code=${code}`);
  }

  function apiAnswer(
    res: ServerResponse,
    command: string,
    code: string,
    fields: Record<string, string> = {},
  ) {
    // An unknown terminal cannot be signed for: VNPay has no secret to sign with.
    const signed = code !== '02';
    const answer: Record<string, string> = {
      vnp_ResponseId: randomBytes(16).toString('hex'),
      vnp_Command: command,
      vnp_ResponseCode: code,
      vnp_Message: API_MESSAGES[code] ?? 'Unknown error',
      ...(signed ? { vnp_TmnCode: tmnCode } : {}),
      ...fields,
    };
    if (signed)
      answer.vnp_SecureHash = pipeHash(
        answer,
        command === 'querydr' ? [...RESPONSE_OUT, 'vnp_PromotionCode', 'vnp_PromotionAmount'] : RESPONSE_OUT,
        hashSecret,
      );
    sendJson(res, 200, answer);
  }

  function answerApi(res: ServerResponse, raw: string) {
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return apiAnswer(res, '', '03');
    }
    // The library sends numbers where we send strings; VNPay signs both as their text.
    const v = (key: string) => {
      const value = input[key];
      return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
    };
    const command = v('vnp_Command');
    if (command !== 'querydr' && command !== 'refund') return apiAnswer(res, command, '03');
    const failure = http.takeFailure(command, res);
    if (answerHttpFailure(res, failure)) return;
    const fields = command === 'querydr' ? QUERYDR_IN : REFUND_IN;
    if (v('vnp_TmnCode') !== tmnCode) return apiAnswer(res, command, '02');
    if (fields.some((key) => key !== 'vnp_TransactionNo' && v(key) === ''))
      return apiAnswer(res, command, '03');
    if (pipeHash(input, fields, hashSecret) !== v('vnp_SecureHash').toLowerCase())
      return apiAnswer(res, command, '97');
    if (v('vnp_Version') !== '2.1.0' || !/^[A-Za-z0-9]{1,32}$/.test(v('vnp_RequestId')))
      return apiAnswer(res, command, '03');
    // vnp_RequestId may not repeat within the day, for either command.
    if (requestIds.has(v('vnp_RequestId'))) return apiAnswer(res, command, '94');
    requestIds.add(v('vnp_RequestId'));
    // A scripted gateway code comes after the checks VNPay makes first, signed like a real answer.
    if (typeof failure === 'object' && 'code' in failure) return apiAnswer(res, command, failure.code);
    const order = orders.get(v('vnp_TxnRef'));
    if (!order || order.createDate !== v('vnp_TransactionDate')) return apiAnswer(res, command, '91');
    const settled = order.state !== 'pending';
    if (command === 'querydr')
      return apiAnswer(res, command, '00', {
        vnp_TxnRef: order.txnRef,
        vnp_Amount: String(order.amount * 100),
        vnp_OrderInfo: order.orderInfo,
        vnp_BankCode: settled ? 'NCB' : '',
        vnp_PayDate: settled ? (order.payDate ?? '') : '',
        vnp_TransactionNo: order.state === 'paid' || order.state === 'failed' ? order.transactionNo : '0',
        vnp_TransactionType: '01',
        vnp_TransactionStatus: order.state === 'paid' ? '00' : order.state === 'pending' ? '01' : '02',
      });
    const type = v('vnp_TransactionType');
    const amount = /^\d+$/.test(v('vnp_Amount')) ? Number(v('vnp_Amount')) : Number.NaN;
    if ((type !== '02' && type !== '03') || !(amount > 0 && amount % 100 === 0))
      return apiAnswer(res, command, '03');
    const transactionNo = v('vnp_TransactionNo');
    if (transactionNo && transactionNo !== '0' && transactionNo !== order.transactionNo)
      return apiAnswer(res, command, '91');
    if (order.state !== 'paid') return apiAnswer(res, command, '95');
    const refund = amount / 100;
    const left = order.amount - order.refundedAmount;
    // A full refund (02) is the whole amount of an untouched payment; a partial one (03) at most what is left.
    if (type === '02' ? refund !== order.amount || order.refundedAmount > 0 : refund > left)
      return apiAnswer(res, command, '93');
    const refundNo = String(randomInt(10_000_000, 99_999_999));
    order.refunds.push({
      requestId: v('vnp_RequestId'),
      amount: refund,
      type,
      transactionNo: refundNo,
      createBy: v('vnp_CreateBy'),
    });
    order.refundedAmount += refund;
    return apiAnswer(res, command, '00', {
      vnp_TxnRef: order.txnRef,
      vnp_Amount: String(amount),
      vnp_OrderInfo: v('vnp_OrderInfo'),
      vnp_BankCode: 'NCB',
      vnp_PayDate: vnpNow(),
      vnp_TransactionNo: refundNo,
      vnp_TransactionType: type,
      vnp_TransactionStatus: '05',
    });
  }

  const http = await startFakeHttp(
    (method, path, body) =>
      path === '/merchant_webapi/api/transaction'
        ? /"vnp_Command"\s*:\s*"refund"/.test(body)
          ? 'refund'
          : 'querydr'
        : method === 'POST'
          ? 'decide'
          : 'pay',
    async (req, res, body, url) => {
      const path = url.pathname;
      if (path === '/merchant_webapi/api/transaction' && req.method === 'POST') return answerApi(res, body);
      if (path === '/paymentv2/Payment/Error.html') {
        const code = url.searchParams.get('code') ?? '99';
        return sendHtml(res, 200, renderErrorPage('VNPay', code, PAY_ERRORS[code] ?? 'Loi khong xac dinh'));
      }
      if (path === '/paymentv2/vpcpay.html' && req.method === 'GET') {
        const failure = http.takeFailure('pay', res);
        if (answerHttpFailure(res, failure)) return;
        // A scripted code shows VNPay's error page with it (e.g. 04: the website is locked).
        if (typeof failure === 'object' && 'code' in failure) return payError(res, failure.code);
        const params = Object.fromEntries(url.searchParams);
        const refused = checkPayParams(params, tmnCode, hashSecret);
        if (refused) return payError(res, refused);
        const txnRef = params.vnp_TxnRef ?? '';
        const amount = Number(params.vnp_Amount) / 100;
        const existing = orders.get(txnRef);
        if (existing && (existing.state !== 'pending' || existing.amount !== amount))
          return payError(res, '01');
        const order: FakeVnpayOrder = existing ?? {
          txnRef,
          amount,
          orderInfo: params.vnp_OrderInfo ?? '',
          returnUrl: params.vnp_ReturnUrl ?? '',
          createDate: params.vnp_CreateDate ?? '',
          expireDate: params.vnp_ExpireDate ?? '',
          locale: params.vnp_Locale ?? 'vn',
          state: 'pending',
          transactionNo: String(randomInt(10_000_000, 99_999_999)),
          payDate: null,
          refunds: [],
          refundedAmount: 0,
        };
        orders.set(txnRef, order);
        return sendHtml(
          res,
          200,
          renderPaymentPage({
            gateway: 'VNPay',
            amount: formatMoney(amount, 'VND'),
            description: order.orderInfo,
            action: `/paymentv2/fake-decision/${encodeURIComponent(txnRef)}`,
          }),
        );
      }
      const decision = /^\/paymentv2\/fake-decision\/([^/]+)$/.exec(path);
      if (decision && req.method === 'POST') {
        const order = orders.get(decodeURIComponent(decision[1] ?? ''));
        const outcome = new URLSearchParams(body).get('outcome');
        if (order?.state !== 'pending' || (outcome !== 'paid' && outcome !== 'cancelled'))
          return payError(res, '01');
        await complete(order.txnRef, outcome);
        const separator = order.returnUrl.includes('?') ? '&' : '?';
        return redirect(res, 302, `${order.returnUrl}${separator}${queryOf(resultParams(order, outcome))}`);
      }
      return sendJson(res, 404, { message: 'Not found' });
    },
  );

  return {
    /** The base address, as typed for the gateway (https://sandbox.vnpayment.vn). */
    url: http.url,
    tmnCode,
    hashSecret,
    orders,
    getOrder: (orderId: string) => orders.get(orderId),
    requests: http.requests,
    /** Every IPN sent on Pay/Cancel or complete(), with our server's answer. */
    notifications: http.notifications,
    setIpnUrl(url: string | null) {
      ipnUrl = url;
    },
    complete,
    notificationFor,
    failNext: (operation: VnpayOperation, failure: FakeFailure, count = 1) =>
      http.failNext(operation, failure, count),
    get hangingRequests() {
      return http.hangingRequests;
    },
    close: http.close,
  };
}
