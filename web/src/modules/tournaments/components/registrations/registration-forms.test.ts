import type { Registration } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { createEntryFormSchema, ENTRY_FORM_DEFAULTS } from './entry-form-values';
import { createRefundFormSchema } from './refund-form-values';
import { registrationSteps } from './registration-row-actions';

const entry = (change: Partial<Registration>) =>
  ({ status: 'confirmed', payment_status: 'unpaid', seed: null, ...change }) as Registration;

describe('an entry’s steps', () => {
  it('approves a pending entry, promotes a waitlisted one, and refunds only a cancelled paid one', () => {
    expect(registrationSteps(entry({ status: 'pending' }), { canRefund: true, isDrawn: false })).toEqual([
      'edit',
      'approve',
      'waitlist',
      'cancel',
    ]);
    expect(registrationSteps(entry({ status: 'waitlisted' }), { canRefund: true, isDrawn: false })).toEqual([
      'edit',
      'promote',
      'cancel',
    ]);
    expect(
      registrationSteps(entry({ status: 'cancelled', payment_status: 'paid' }), {
        canRefund: true,
        isDrawn: false,
      }),
    ).toEqual(['edit', 'refund']);
    expect(
      registrationSteps(entry({ status: 'cancelled', payment_status: 'paid' }), {
        canRefund: false,
        isDrawn: false,
      }),
    ).toEqual(['edit']);
  });

  it('keeps a drawn entry in the bracket (no waitlist, no cancel)', () => {
    expect(registrationSteps(entry({ seed: 2 }), { canRefund: true, isDrawn: true })).toEqual(['edit']);
  });
});

describe('the entry dialog', () => {
  it('asks for both players of a pair, and reads the rating in the user’s language', () => {
    const pairs = createEntryFormSchema(true, () => 'vi');
    const missing = pairs.safeParse({ ...ENTRY_FORM_DEFAULTS, player_id: 3 });
    expect(missing.success ? [] : missing.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'partner_id',
    ]);
    expect(
      pairs.parse({ ...ENTRY_FORM_DEFAULTS, player_id: 3, partner_id: 4, dupr_rating: '4,25' }),
    ).toMatchObject({
      player_id: 3,
      partner_id: 4,
      dupr_rating: 4.25,
    });
    expect(
      createEntryFormSchema(false, () => 'en').parse({ ...ENTRY_FORM_DEFAULTS, player_id: 3, partner_id: 4 }),
    ).toMatchObject({
      partner_id: null,
    });
  });
});

describe('the refund dialog', () => {
  const context = {
    currency: 'VND' as const,
    refundable: 400_000,
    idempotencyKey: 'key-12345678',
    locale: 'vi',
    formatAmount: (amount: number) => `${amount} ₫`,
  };

  it('refunds all by default, or a typed part no larger than what was paid', () => {
    const schema = createRefundFormSchema(context);
    expect(schema.parse({ scope: 'full', amount: '', reason: 'Rút lui vì chấn thương' })).toMatchObject({
      amount: null,
      idempotency_key: 'key-12345678',
    });
    expect(schema.parse({ scope: 'partial', amount: '150.000', reason: 'Hoàn một nửa' }).amount).toBe(
      150_000,
    );
    const tooMuch = schema.safeParse({ scope: 'partial', amount: '500.000', reason: 'Hoàn' });
    expect(tooMuch.success ? null : tooMuch.error.issues[0]?.message).toBe('refund_too_much');
    const blank = schema.safeParse({ scope: 'partial', amount: '', reason: 'Hoàn' });
    expect(blank.success ? null : blank.error.issues[0]?.message).toBe('required');
  });
});
