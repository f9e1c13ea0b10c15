import { createHmac } from 'node:crypto';

/**
 * VNPay 2.1.0's recipes as the fake checks them (./fake-vnpay.ts): Java URLEncoder-style form
 * encoding, the HMAC-SHA512 checksum, pipe-joined API hashes, the API's fields and messages, and
 * the pay page's parameter checks.
 */

export interface FakeVnpayRefund {
  requestId: string;
  amount: number;
  type: '02' | '03';
  transactionNo: string;
  createBy: string;
}

export interface FakeVnpayOrder {
  txnRef: string;
  /** VND (the pay URL's vnp_Amount ÷ 100). */
  amount: number;
  orderInfo: string;
  returnUrl: string;
  createDate: string;
  expireDate: string;
  locale: string;
  state: 'pending' | 'paid' | 'failed' | 'cancelled';
  transactionNo: string;
  payDate: string | null;
  refunds: FakeVnpayRefund[];
  refundedAmount: number;
}

export type VnpayOperation = 'pay' | 'querydr' | 'refund';

/** application/x-www-form-urlencoded as Java's URLEncoder writes it: VNPay's servers re-encode this way. */
export function vnpFormEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9.\-*_]/.test(char)) out += char;
    else if (byte === 0x20) out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export function vnpChecksum(params: Record<string, string>, secret: string): string {
  const data = Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType')
    .filter((key) => params[key] !== '')
    .sort()
    .map((key) => `${vnpFormEncode(key)}=${vnpFormEncode(params[key] ?? '')}`)
    .join('&');
  return createHmac('sha512', secret).update(data, 'utf8').digest('hex');
}

/** yyyyMMddHHmmss as a wall clock in Ha Noi. */
export function vnpNow(at = Date.now()): string {
  return new Date(at + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

function vnpTime(value: string): number {
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(8, 10)}:${value.slice(10, 12)}:${value.slice(12, 14)}+07:00`;
  return Date.parse(iso);
}

// VNPay's pipe-joined recipes, written out again on purpose: the fake does not share the client's code.
export const QUERYDR_IN =
  'vnp_RequestId|vnp_Version|vnp_Command|vnp_TmnCode|vnp_TxnRef|vnp_TransactionDate|vnp_CreateDate|vnp_IpAddr|vnp_OrderInfo'.split(
    '|',
  );
export const REFUND_IN = (
  'vnp_RequestId|vnp_Version|vnp_Command|vnp_TmnCode|vnp_TransactionType|vnp_TxnRef|vnp_Amount|vnp_TransactionNo|' +
  'vnp_TransactionDate|vnp_CreateBy|vnp_CreateDate|vnp_IpAddr|vnp_OrderInfo'
).split('|');
export const RESPONSE_OUT = (
  'vnp_ResponseId|vnp_Command|vnp_ResponseCode|vnp_Message|vnp_TmnCode|vnp_TxnRef|vnp_Amount|vnp_BankCode|' +
  'vnp_PayDate|vnp_TransactionNo|vnp_TransactionType|vnp_TransactionStatus|vnp_OrderInfo'
).split('|');
export const API_MESSAGES: Record<string, string> = {
  '00': 'Success',
  '02': 'Invalid TmnCode',
  '03': 'Invalid data format',
  '91': 'Transaction not found',
  '93': 'Invalid refund amount',
  '94': 'Duplicate request',
  '95': 'Transaction not successful at VNPAY',
  '97': 'Invalid checksum',
  '99': 'Unknown error',
};

export function pipeHash(values: Record<string, unknown>, fields: readonly string[], secret: string): string {
  const data = fields.map((field) => (values[field] === undefined ? '' : String(values[field]))).join('|');
  return createHmac('sha512', secret).update(data, 'utf8').digest('hex');
}

export const PAY_ERRORS: Record<string, string> = {
  '01': 'Giao dich da ton tai',
  '02': 'Merchant khong hop le',
  '03': 'Du lieu gui sang khong dung dinh dang',
  '11': 'Giao dich da qua thoi gian cho thanh toan',
  '70': 'Sai chu ky',
};

const REQUIRED_PAY = (
  'vnp_Version vnp_Command vnp_TmnCode vnp_Amount vnp_CreateDate vnp_CurrCode vnp_IpAddr vnp_Locale ' +
  'vnp_OrderInfo vnp_OrderType vnp_ReturnUrl vnp_TxnRef vnp_SecureHash'
).split(' ');

/** What the pay page refuses, in VNPay's order: presence, terminal, checksum, formats, time. */
export function checkPayParams(p: Record<string, string>, tmnCode: string, secret: string): string | null {
  if (REQUIRED_PAY.some((key) => !p[key]) || p.vnp_Version !== '2.1.0' || p.vnp_Command !== 'pay')
    return '03';
  if (p.vnp_TmnCode !== tmnCode) return '02';
  // 2.1.0 drops vnp_SecureHashType (VNPay's version-change notice); an old integration sending it is refused.
  if (p.vnp_SecureHashType !== undefined) return '03';
  if (vnpChecksum(p, secret) !== (p.vnp_SecureHash ?? '').toLowerCase()) return '70';
  const amount = /^\d+$/.test(p.vnp_Amount ?? '') ? Number(p.vnp_Amount) : Number.NaN;
  // VNPay takes 5,000 VND to under 1 billion VND, sent × 100.
  if (!(amount % 100 === 0 && amount >= 500_000 && amount < 100_000_000_000)) return '03';
  if (p.vnp_CurrCode !== 'VND' || !['vn', 'en'].includes(p.vnp_Locale ?? '')) return '03';
  if (
    !/^[A-Za-z0-9_-]{1,100}$/.test(p.vnp_TxnRef ?? '') ||
    !/^[A-Za-z0-9 .,:_-]{1,255}$/.test(p.vnp_OrderInfo ?? '')
  )
    return '03';
  if (!/^https?:\/\/\S+$/.test(p.vnp_ReturnUrl ?? '')) return '03';
  const created = /^\d{14}$/.test(p.vnp_CreateDate ?? '') ? vnpTime(p.vnp_CreateDate ?? '') : Number.NaN;
  const expires = p.vnp_ExpireDate ? vnpTime(p.vnp_ExpireDate) : created + 15 * 60_000;
  if (Number.isNaN(created) || Number.isNaN(expires) || expires <= created) return '03';
  // A create date ahead of Ha Noi's clock is a time-zone mistake; a past expiry ends the page.
  if (created > Date.now() + 5 * 60_000) return '03';
  if (Date.now() > expires) return '11';
  return null;
}
