import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildVietQr,
  crc16,
  findTransferNotes,
  readEmvFields,
  readVietQr,
  transferNote,
  transferPurpose,
} from './vietqr';

describe('VietQR payload', () => {
  it('computes CRC-16/CCITT-FALSE (its check value for "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('builds the same payload as a published VietQR library for the same transfer', () => {
    // subiz/vietqr's README: 120,000 đồng to VietinBank (970415) account 0011001932418, "ủng hộ lũ lụt".
    expect(
      buildVietQr({ bin: '970415', account: '0011001932418', amount: 120_000, purpose: 'ủng hộ lũ lụt' }),
    ).toBe(
      '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C',
    );
  });

  it('makes a reusable code without an amount, and reads back what it wrote', () => {
    const code = buildVietQr({ bin: '970436', account: '1012345678' });
    expect(readEmvFields(code)?.get('01')).toBe('11');
    expect(readVietQr(code)).toEqual({ bin: '970436', account: '1012345678' });
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{6}$/),
        fc.stringMatching(/^[0-9A-Z]{1,19}$/),
        fc.integer({ min: 1, max: 999_999_999 }),
        (bin, account, amount) => {
          const note = transferNote(() => (amount % 997) / 997);
          expect(readVietQr(buildVietQr({ bin, account, amount, purpose: note }))).toEqual({
            bin,
            account,
            amount,
            purpose: note,
          });
        },
      ),
    );
  });

  it('refuses a payload whose CRC or lengths do not hold, and a bad BIN, account or amount', () => {
    const code = buildVietQr({ bin: '970415', account: '0011001932418', amount: 70_000 });
    expect(readVietQr(`${code.slice(0, -1)}0`)).toBeNull();
    expect(readVietQr(code.replace('5405', '5406'))).toBeNull();
    expect(() => buildVietQr({ bin: '97041', account: '1' })).toThrow(RangeError);
    expect(() => buildVietQr({ bin: '970415', account: '12-34' })).toThrow(RangeError);
    expect(() => buildVietQr({ bin: '970415', account: '1', amount: 10.5 })).toThrow(RangeError);
    expect(() => buildVietQr({ bin: '970415', account: '1', amount: 0 })).toThrow(RangeError);
  });

  it('writes a transfer note as banks carry it: no diacritics, no symbols, 25 characters at most', () => {
    expect(transferPurpose('Đóng phí CLB tối thứ Năm — PB7K3Q9!')).toBe('Dong phi CLB toi thu Nam');
    expect(transferPurpose('  PB7K3Q9   Hạnh  ')).toBe('PB7K3Q9 Hanh');
  });
});

describe('transfer notes', () => {
  it('are PB and five characters nobody misreads', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.999_999, noNaN: true }), { minLength: 5, maxLength: 5 }),
        (draws) => {
          let i = 0;
          const note = transferNote(() => draws[i++] as number);
          expect(note).toMatch(/^PB[ACDEFGHJKMNPQRTUVWXY34679]{5}$/);
          expect(findTransferNotes(`MBVCB.3812.${note}.CT tu 0123 NGUYEN VAN AN`)).toEqual([note]);
        },
      ),
    );
  });

  it('are found in a bank line however the bank wrote them around it', () => {
    expect(findTransferNotes('pb7k3q9 dong phi')).toEqual(['PB7K3Q9']);
    expect(findTransferNotes('CT DEN:0123 PB 7K3Q9 - Hanh')).toEqual(['PB7K3Q9']);
    expect(findTransferNotes('IBFT PB-7K3Q9FT23120')).toEqual(['PB7K3Q9']);
    expect(findTransferNotes('chuyen tien an trua')).toEqual([]);
    // 0, O, 1 and I are not in notes: a line with them holds none.
    expect(findTransferNotes('PB0O1I2')).toEqual([]);
  });
});
