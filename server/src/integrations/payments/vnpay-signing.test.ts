import { afterEach, describe, expect, it } from 'vitest';
import { HashAlgorithm } from 'vnpay';
import { buildPaymentUrlSearchParams, calculateSecureHash } from 'vnpay/utils';
import { vnpChecksum } from '../../testing/fake-vnpay';
import { formatVnpDate, parseVnpDate, signVnpParams, toVnpText } from './vnpay-signing';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const params = {
  vnp_Amount: '18060000',
  vnp_Command: 'pay',
  vnp_CreateDate: '20300801153333',
  vnp_CurrCode: 'VND',
  vnp_IpAddr: '127.0.0.1',
  vnp_Locale: 'vn',
  vnp_OrderInfo: 'Thanh toan don hang :5',
  vnp_OrderType: 'other',
  vnp_ReturnUrl: 'https://club.example/payments/return?lang=vi&next=/bookings/12',
  vnp_TmnCode: 'DEMOV210',
  vnp_TxnRef: 'ORD-5_a',
  vnp_Version: '2.1.0',
  vnp_BankCode: '',
};

describe('VNPay signing', () => {
  it('writes dates in GMT+7 whatever the server’s time zone', () => {
    const instant = new Date('2030-01-31T17:30:05Z');
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Ho_Chi_Minh', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      expect(formatVnpDate(instant)).toBe('20300201003005');
    }
    expect(parseVnpDate('20300201003005')?.toISOString()).toBe('2030-01-31T17:30:05.000Z');
    expect(parseVnpDate('2030-02-01')).toBeNull();
  });

  it('turns Vietnamese into the plain text VNPay takes, without the characters it refuses', () => {
    expect(toVnpText('Đặt sân – Quận 1 (18:00)!  Giá: 150.000đ')).toBe('Dat san Quan 1 18:00 Gia: 150.000d');
    expect(toVnpText('***')).toBe('');
    expect(toVnpText('x'.repeat(300))).toHaveLength(255);
  });

  it('signs like the vnpay library (sorted, form-encoded, empty values left out) and like the fake’s own encoder', () => {
    const secret = 'SECRETKEYFORTESTS0123456789ABCDE';
    const library = calculateSecureHash({
      secureSecret: secret,
      data: buildPaymentUrlSearchParams(params).toString(),
      hashAlgorithm: HashAlgorithm.SHA512,
      bufferEncode: 'utf-8',
    });
    expect(signVnpParams(params, secret)).toBe(library);
    expect(vnpChecksum(params, secret)).toBe(library);
    expect(signVnpParams({ ...params, vnp_SecureHash: 'x', vnp_SecureHashType: 'SHA512' }, secret)).toBe(
      library,
    );
  });
});
