import { describe, expect, it } from 'vitest';
import { newTransactionId, transactionIdOfOrder } from './payments.checkout';

describe('order references', () => {
  it('maps every retry reference back to its transaction, whatever the random part', () => {
    for (let index = 0; index < 2_000; index++) {
      const id = newTransactionId(new Date(Date.UTC(2026, 10, 25)));
      expect(id).toMatch(/^PB261125[A-HJ-NP-QS-Z2-9]{10}$/);
      expect(transactionIdOfOrder(id)).toBe(id);
      expect(transactionIdOfOrder(`${id}R2`)).toBe(id);
      expect(transactionIdOfOrder(`${id}R13`)).toBe(id);
    }
  });
});
