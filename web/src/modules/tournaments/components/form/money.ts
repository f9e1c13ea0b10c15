import type { PaymentCurrency } from '@pickleball/domain/payments/payments.rules';
import { formatMoney } from '../../../../lib/money';

/**
 * Entry fees and prize pools are money as lib/money reads and writes it (shared with payments);
 * what is the tournaments' own is the fee's example (a new tournament's currency is the community's
 * default, from GET /tournaments/defaults).
 */

/**
 * The entry fee's example in the box (SPEC §9: USD in English, VND in Vietnamese): the currency's
 * usual fee written as the user would type it.
 */
export function entryFeePlaceholder(currency: PaymentCurrency, locale: string): string {
  const example = currency === 'VND' ? 200_000 : 2_500;
  return formatMoney(example, currency, locale);
}
