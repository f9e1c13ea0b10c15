import type { PaymentCurrency } from '@pickleball/domain/payments/payments.rules';
import { formatMoney } from '../../../../lib/money';

/**
 * Entry fees and prize pools are money as lib/money reads and writes it (shared with payments);
 * what is the tournaments' own is the fee's example and the currency a new tournament starts in.
 */

/**
 * The entry fee's example in the box (SPEC §9: USD in English, VND in Vietnamese): the currency's
 * usual fee written as the user would type it.
 */
export function entryFeePlaceholder(currency: PaymentCurrency, locale: string): string {
  const example = currency === 'VND' ? 200_000 : 2_500;
  return formatMoney(example, currency, locale);
}

/** The currency a new tournament starts in: đồng in Vietnamese, dollars in English (SPEC §9). */
export function defaultCurrency(locale: string): PaymentCurrency {
  return locale.startsWith('vi') ? 'VND' : 'USD';
}
