import { createHmac } from 'node:crypto';

/**
 * VNPay 2.1.0's signing recipes (sandbox.vnpayment.vn/apis/docs: thanh-toan-pay/pay.html,
 * truy-van-hoan-tien/querydr&refund.html), matching the `vnpay` npm library's payment.util.ts
 * and query.service.ts:
 * - the pay URL and the IPN/return call: the non-empty vnp_* parameters except vnp_SecureHash and
 *   vnp_SecureHashType, sorted by name and form-encoded (URLSearchParams: spaces as '+'), signed
 *   with HMAC-SHA512 of the hash secret, hex;
 * - querydr/refund (JSON): HMAC-SHA512 over fixed fields joined with '|', in both directions.
 */

export const VNP_VERSION = '2.1.0';

const GMT7_MS = 7 * 60 * 60 * 1000;

/** yyyyMMddHHmmss in GMT+7 whatever the server's time zone: VNPay reads every date as Viet Nam time. */
export function formatVnpDate(date: Date): string {
  const shifted = new Date(date.getTime() + GMT7_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}` +
    `${pad(shifted.getUTCHours())}${pad(shifted.getUTCMinutes())}${pad(shifted.getUTCSeconds())}`
  );
}

/** The instant a VNPay date (GMT+7) stands for; null when it is not one. */
export function parseVnpDate(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - GMT7_MS);
}

/**
 * Text VNPay takes in vnp_OrderInfo, vnp_CreateBy and the like: Vietnamese without diacritics and
 * without the special characters its docs ask merchants not to send. Letters, digits, spaces and
 * `. , : - _` remain (the docs' own example is "Thanh toan don hang :5").
 */
export function toVnpText(value: string, maxLength = 255): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 .,:_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

export function hmacSha512(secret: string, data: string): string {
  return createHmac('sha512', secret).update(Buffer.from(data, 'utf8')).digest('hex');
}

/** The sorted, form-encoded string VNPay signs: also the pay URL's query (before the hash is added). */
export function vnpSignedQuery(params: Record<string, string>): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (!key.startsWith('vnp_') || key === 'vnp_SecureHash' || key === 'vnp_SecureHashType') continue;
    if (value === undefined || value === '') continue;
    search.append(key, value);
  }
  return search.toString();
}

export function signVnpParams(params: Record<string, string>, secret: string): string {
  return hmacSha512(secret, vnpSignedQuery(params));
}

/** Missing fields sign as empty text, as the library's `.replace(/undefined/g, '')` does. */
export function signVnpPipe(values: readonly unknown[], secret: string): string {
  return hmacSha512(
    secret,
    values.map((value) => (value === undefined || value === null ? '' : String(value))).join('|'),
  );
}

/** The fields each call signs, joined with '|' in this order (the docs' recipes, read left to right). */
export const QUERYDR_REQUEST_FIELDS = fieldList(
  'vnp_RequestId|vnp_Version|vnp_Command|vnp_TmnCode|vnp_TxnRef|vnp_TransactionDate|vnp_CreateDate|vnp_IpAddr|vnp_OrderInfo',
);

export const REFUND_REQUEST_FIELDS = fieldList(
  'vnp_RequestId|vnp_Version|vnp_Command|vnp_TmnCode|vnp_TransactionType|vnp_TxnRef|vnp_Amount|vnp_TransactionNo|' +
    'vnp_TransactionDate|vnp_CreateBy|vnp_CreateDate|vnp_IpAddr|vnp_OrderInfo',
);

/** VNPay's refund answer is signed over these; querydr's adds the promotion fields. */
export const REFUND_RESPONSE_FIELDS = fieldList(
  'vnp_ResponseId|vnp_Command|vnp_ResponseCode|vnp_Message|vnp_TmnCode|vnp_TxnRef|vnp_Amount|vnp_BankCode|' +
    'vnp_PayDate|vnp_TransactionNo|vnp_TransactionType|vnp_TransactionStatus|vnp_OrderInfo',
);

export const QUERYDR_RESPONSE_FIELDS = [
  ...REFUND_RESPONSE_FIELDS,
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
];

function fieldList(recipe: string): readonly string[] {
  return recipe.split('|');
}

export function signVnpFields(
  body: Record<string, unknown>,
  fields: readonly string[],
  secret: string,
): string {
  return signVnpPipe(
    fields.map((field) => body[field]),
    secret,
  );
}
