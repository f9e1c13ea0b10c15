import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { ServerResponse } from 'node:http';
/**
 * MoMo's AIO v2 gateway on loopback: create (captureWallet), query and refund, the payUrl page and
 * the IPN it POSTs on Pay/Cancel (expecting HTTP 204) before sending the browser to redirectUrl.
 * It checks what MoMo checks, signing with the docs' recipes written out literally: a bad or
 * missing field or a wrong signature answers HTTP 400 with resultCode 20 and subErrors (as MoMo's
 * sandbox does), an unknown partner 13, an amount outside 1,000–50,000,000 VND 22, a reused orderId
 * 41, a reused requestId 40 (or, after a final answer, that same answer again: MoMo's idempotency),
 * an unknown order 42, a refund over what is left 1081, of an unpaid payment 1088.
 */
import {
  type FakeMomoOrder,
  ID,
  MESSAGES,
  type MomoOperation,
  RECIPES,
  RESULT_OF,
} from './fake-momo-protocol';
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

export type {
  FakeMomoOrder,
  MomoOperation,
} from './fake-momo-protocol';

export async function startFakeMomo(
  options: { partnerCode?: string; accessKey?: string; secretKey?: string } = {},
) {
  const partnerCode = options.partnerCode ?? 'MOMOPICKLE01';
  const accessKey = options.accessKey ?? 'momo-access-key';
  const secretKey = options.secretKey ?? 'momo-secret-key-0123456789abcdef';
  const orders = new Map<string, FakeMomoOrder>();
  const tokens = new Map<string, string>();
  /** Final answers by requestId, replayed to the same request (MoMo's idempotency). */
  const answered = new Map<string, { content: string; status: number; body: Record<string, unknown> }>();

  const sign = (recipe: string, values: Record<string, unknown>) =>
    createHmac('sha256', secretKey)
      .update(
        recipe.replace(/\$(\w+)/g, (_, name: string) =>
          name === 'accessKey' ? accessKey : String(values[name] ?? ''),
        ),
      )
      .digest('hex');
  const message = (code: number, lang: unknown) =>
    MESSAGES[code]?.[lang === 'en' ? 1 : 0] ?? 'Lỗi không xác định.';
  const answer = (
    res: ServerResponse,
    status: number,
    code: number,
    lang: unknown,
    fields: Record<string, unknown> = {},
  ) => {
    const body = { ...fields, responseTime: Date.now(), message: message(code, lang), resultCode: code };
    sendJson(res, status, body);
    return body;
  };
  const badFormat = (res: ServerResponse, lang: unknown, field: string, why: string): null => {
    const subErrors = [{ field, message: why }];
    sendJson(res, 400, { responseTime: Date.now(), message: message(20, lang), resultCode: 20, subErrors });
    return null;
  };

  /** The checks every call goes through first: JSON, required fields, the partner, the signature. */
  function admit(
    res: ServerResponse,
    raw: string,
    recipe: string,
    required: string[],
  ): Record<string, unknown> | null {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      badFormat(res, 'vi', 'body', 'Dữ liệu không phải JSON');
      return null;
    }
    const missing = [...required, 'partnerCode', 'requestId', 'signature'].find(
      (key) => body[key] === undefined || body[key] === null,
    );
    if (missing) return badFormat(res, body.lang, missing, `${missing} không được để trống`);
    if (body.partnerCode !== partnerCode) {
      answer(res, 400, 13, body.lang);
      return null;
    }
    // MoMo's sandbox quotes the raw data it signed (access key hidden) when the signature differs.
    const rawData = recipe.replace(/\$(\w+)/g, (_, name: string) =>
      name === 'accessKey' ? '*****' : String(body[name] ?? ''),
    );
    if (sign(recipe, body) !== body.signature)
      return badFormat(
        res,
        body.lang,
        'signature',
        `Chữ ký không hợp lệ. Vui lòng kiểm tra dữ liệu gốc trước khi mã hóa : ${rawData}`,
      );
    if (typeof body.requestId !== 'string' || body.requestId.length > 50)
      return badFormat(res, body.lang, 'requestId', 'requestId');
    if (body.lang !== undefined && body.lang !== 'vi' && body.lang !== 'en')
      return badFormat(res, body.lang, 'lang', 'lang');
    return body;
  }

  /** Same requestId: the same final answer again, or 40 when the request differs or was not final. */
  function replayed(res: ServerResponse, body: Record<string, unknown>): boolean {
    const previous = answered.get(String(body.requestId));
    if (!previous) return false;
    const { signature: _, ...content } = body;
    if (previous.content === JSON.stringify(content)) sendJson(res, previous.status, previous.body);
    else answer(res, 400, 40, body.lang);
    return true;
  }
  function remember(body: Record<string, unknown>, status: number, sent: Record<string, unknown>) {
    const { signature: _, ...content } = body;
    answered.set(String(body.requestId), { content: JSON.stringify(content), status, body: sent });
  }
  const scripted = (res: ServerResponse, operation: MomoOperation) => {
    const failure = http.takeFailure(operation, res);
    return answerHttpFailure(res, failure)
      ? 'done'
      : failure && typeof failure === 'object' && 'code' in failure
        ? Number(failure.code)
        : null;
  };

  function create(res: ServerResponse, raw: string) {
    const code = scripted(res, 'create');
    if (code === 'done') return;
    const required = [
      'amount',
      'orderId',
      'orderInfo',
      'redirectUrl',
      'ipnUrl',
      'requestType',
      'extraData',
      'lang',
    ];
    const body = admit(res, raw, RECIPES.create, required);
    if (!body || replayed(res, body)) return;
    if (!Number.isInteger(body.amount))
      return badFormat(res, body.lang, 'amount', 'amount phải là số nguyên');
    if (typeof body.orderId !== 'string' || !ID.test(body.orderId) || body.orderId.length > 50)
      return badFormat(res, body.lang, 'orderId', 'orderId không đúng định dạng');
    if (body.requestType !== 'captureWallet')
      return badFormat(res, body.lang, 'requestType', 'requestType không được hỗ trợ');
    for (const field of ['redirectUrl', 'ipnUrl'])
      if (!/^https?:\/\/\S+$/.test(String(body[field])))
        return badFormat(res, body.lang, field, `${field} không hợp lệ`);
    if (code !== null) return answer(res, 200, code, body.lang);
    const amount = Number(body.amount);
    if (amount < 1_000 || amount > 50_000_000) return answer(res, 400, 22, body.lang);
    if (orders.has(body.orderId) || isRefundOrder(body.orderId)) return answer(res, 400, 41, body.lang);
    const order: FakeMomoOrder = {
      orderId: body.orderId,
      requestId: String(body.requestId),
      amount,
      orderInfo: String(body.orderInfo),
      redirectUrl: String(body.redirectUrl),
      ipnUrl: String(body.ipnUrl),
      extraData: String(body.extraData),
      lang: body.lang === 'en' ? 'en' : 'vi',
      state: 'pending',
      transId: randomInt(1_000_000_000, 9_999_999_999),
      responseTime: null,
      refunds: [],
      refundedAmount: 0,
    };
    orders.set(order.orderId, order);
    const token = randomBytes(18).toString('base64url');
    tokens.set(token, order.orderId);
    const sent = answer(res, 200, 0, body.lang, {
      partnerCode,
      requestId: order.requestId,
      orderId: order.orderId,
      amount,
      payUrl: `${http.url}/v2/gateway/pay?t=${token}`,
      deeplink: `momo://app?action=payWithApp&isScanQR=false&serviceType=app&sid=${token}`,
      qrCodeUrl: `momo://app?action=payWithApp&isScanQR=true&serviceType=qr&sid=${token}`,
    });
    remember(body, 200, sent);
  }

  const isRefundOrder = (orderId: string) =>
    [...orders.values()].some((order) => order.refunds.some((refund) => refund.orderId === orderId));

  function query(res: ServerResponse, raw: string) {
    const code = scripted(res, 'query');
    if (code === 'done') return;
    const body = admit(res, raw, RECIPES.query, ['orderId']);
    if (!body) return;
    if (code !== null) return answer(res, 200, code, body.lang);
    const order = orders.get(String(body.orderId));
    if (!order)
      return answer(res, 200, 42, body.lang, {
        partnerCode,
        requestId: body.requestId,
        orderId: body.orderId,
      });
    const resultCode = order.state === 'pending' ? 1000 : RESULT_OF[order.state];
    return answer(res, 200, resultCode, body.lang, {
      partnerCode,
      requestId: body.requestId,
      orderId: order.orderId,
      extraData: order.extraData,
      amount: order.amount,
      transId: order.state === 'pending' ? 0 : order.transId,
      payType: order.state === 'pending' ? '' : 'qr',
      refundTrans: order.refunds.map((refund) => ({ ...refund, resultCode: 0, createdTime: Date.now() })),
      paymentOption: 'momo',
    });
  }

  function refund(res: ServerResponse, raw: string) {
    const code = scripted(res, 'refund');
    if (code === 'done') return;
    const body = admit(res, raw, RECIPES.refund, ['orderId', 'amount', 'transId', 'lang', 'description']);
    if (!body || replayed(res, body)) return;
    if (!Number.isInteger(body.amount) || !Number.isInteger(body.transId))
      return badFormat(res, body.lang, 'amount', 'amount và transId phải là số nguyên');
    if (typeof body.orderId !== 'string' || !ID.test(body.orderId))
      return badFormat(res, body.lang, 'orderId', 'orderId');
    if (code !== null) return answer(res, 200, code, body.lang);
    const amount = Number(body.amount);
    if (amount < 1_000 || amount > 50_000_000) return answer(res, 400, 22, body.lang);
    const base = {
      partnerCode,
      orderId: body.orderId,
      requestId: body.requestId,
      amount,
      transId: body.transId,
    };
    const final = (resultCode: number, fields = base) =>
      remember(body, 200, answer(res, 200, resultCode, body.lang, fields));
    const original = [...orders.values()].find((order) => order.transId === body.transId);
    if (!original) return final(1080);
    if (orders.has(body.orderId) || isRefundOrder(body.orderId)) return answer(res, 400, 41, body.lang);
    if (original.state !== 'paid') return final(1088);
    if (amount > original.amount - original.refundedAmount) return final(1081);
    const transId = randomInt(1_000_000_000, 9_999_999_999);
    original.refunds.push({ orderId: body.orderId, requestId: String(body.requestId), amount, transId });
    original.refundedAmount += amount;
    return final(0, { ...base, transId });
  }

  function requireOrder(orderId: string): FakeMomoOrder {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake MoMo: no order ${orderId}`);
    return order;
  }

  /** The signed result fields MoMo sends to the ipnUrl (as JSON) and to the redirectUrl (as the query). */
  function resultFields(order: FakeMomoOrder, outcome: PaymentOutcome, opts: CompleteOptions = {}) {
    order.responseTime ??= Date.now();
    const resultCode = RESULT_OF[outcome];
    const fields: Record<string, string | number> = {
      partnerCode,
      orderId: order.orderId,
      requestId: order.requestId,
      amount: opts.amount ?? order.amount,
      orderInfo: order.orderInfo,
      orderType: 'momo_wallet',
      transId: order.transId,
      resultCode,
      message: message(resultCode, order.lang),
      payType: 'qr',
      responseTime: order.responseTime,
      extraData: order.extraData,
    };
    return { ...fields, signature: sign(RECIPES.result, fields) };
  }

  function notificationFor(orderId: string, outcome: PaymentOutcome, opts: CompleteOptions = {}) {
    const order = requireOrder(orderId);
    const json = resultFields(order, outcome, opts);
    return {
      method: 'POST' as const,
      url: order.ipnUrl,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
      json,
    };
  }

  async function complete(
    orderId: string,
    outcome: PaymentOutcome,
    opts: CompleteOptions = {},
  ): Promise<NotificationAnswer | null> {
    const order = requireOrder(orderId);
    if (order.state !== 'pending') throw new Error(`fake MoMo: order ${orderId} is already ${order.state}`);
    const notification = opts.notify === false ? null : notificationFor(orderId, outcome, opts);
    order.state = outcome;
    if (!notification) return null;
    const { method, url, headers, body } = notification;
    const reply = await deliverNotification(url, { method, headers, body });
    http.notifications.push({ orderId, outcome, answer: reply });
    return reply;
  }

  const http = await startFakeHttp(
    (method, path) =>
      path.startsWith('/v2/gateway/api/')
        ? path.slice('/v2/gateway/api/'.length)
        : method === 'POST'
          ? 'decide'
          : 'pay',
    async (req, res, body, url) => {
      const path = url.pathname;
      if (req.method === 'POST' && path === '/v2/gateway/api/create') return create(res, body);
      if (req.method === 'POST' && path === '/v2/gateway/api/query') return query(res, body);
      if (req.method === 'POST' && path === '/v2/gateway/api/refund') return refund(res, body);
      const order = orders.get(tokens.get(url.searchParams.get('t') ?? '') ?? '');
      if (path === '/v2/gateway/pay' && req.method === 'GET') {
        if (answerHttpFailure(res, http.takeFailure('pay', res))) return;
        if (order?.state !== 'pending')
          return sendHtml(
            res,
            404,
            renderErrorPage('MoMo', '42', 'Giao dịch không tồn tại hoặc đã kết thúc'),
          );
        const action = `/v2/gateway/pay/decide?t=${url.searchParams.get('t')}`;
        return sendHtml(
          res,
          200,
          renderPaymentPage({
            gateway: 'MoMo',
            amount: formatMoney(order.amount, 'VND'),
            description: order.orderInfo,
            action,
          }),
        );
      }
      if (path === '/v2/gateway/pay/decide' && req.method === 'POST') {
        const outcome = new URLSearchParams(body).get('outcome');
        if (order?.state !== 'pending' || (outcome !== 'paid' && outcome !== 'cancelled'))
          return sendHtml(res, 409, renderErrorPage('MoMo', '42', 'Giao dịch đã kết thúc'));
        await complete(order.orderId, outcome);
        const query = new URLSearchParams(
          Object.entries(resultFields(order, outcome)).map(([key, value]): [string, string] => [
            key,
            String(value),
          ]),
        );
        return redirect(
          res,
          302,
          `${order.redirectUrl}${order.redirectUrl.includes('?') ? '&' : '?'}${query}`,
        );
      }
      return sendJson(res, 404, { resultCode: 20, message: 'Not found' });
    },
  );

  return {
    /** The base address, as configured for the gateway (https://test-payment.momo.vn). */
    url: http.url,
    partnerCode,
    accessKey,
    secretKey,
    orders,
    getOrder: (orderId: string) => orders.get(orderId),
    requests: http.requests,
    notifications: http.notifications,
    complete,
    notificationFor,
    failNext: (operation: MomoOperation, failure: FakeFailure, count = 1) =>
      http.failNext(operation, failure, count),
    get hangingRequests() {
      return http.hangingRequests;
    },
    close: http.close,
  };
}
