import type { PaymentCurrency } from '@pickleball/domain/payments/payments.rules';
import { formatDecimal } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';

/**
 * A session's event in words (details, the list, the printed sheet): the rating range, the players
 * against the cap, the fee. `t` is the caller's (the module's catalog), so these stay pure.
 */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A rating as the rankings write it ("3,500" in Vietnamese). */
const rating = (value: number, locale: string) => formatDecimal(value, locale, 3);

/** "3.000 to 4.500", "From 3.500", "Up to 4.000", or "Any rating" when open. */
export function formatRatingRange(
  min: number | null,
  max: number | null,
  locale: string,
  t: Translate,
): string {
  if (min !== null && max !== null)
    return t('match-sessions:event.rating_between', { min: rating(min, locale), max: rating(max, locale) });
  if (min !== null) return t('match-sessions:event.rating_from', { min: rating(min, locale) });
  if (max !== null) return t('match-sessions:event.rating_up_to', { max: rating(max, locale) });
  return t('match-sessions:event.rating_any');
}

/** "7 / 12 players" against a cap, "7 players" without one. */
export function formatPlayersOfCap(players: number, cap: number | null, t: Translate): string {
  return cap === null
    ? t('match-sessions:event.players_no_cap', { count: players })
    : t('match-sessions:event.players_of_cap', { count: cap, players });
}

/** The fee per player in the user's language ("50.000 ₫"), or "Free". */
export function formatFee(
  fee: number | null,
  currency: PaymentCurrency,
  locale: string,
  t: Translate,
): string {
  return fee === null || fee === 0 ? t('match-sessions:event.free') : formatMoney(fee, currency, locale);
}

/** The choices for how long before the start a player may still cancel alone, in minutes. */
export const CANCEL_CUTOFF_CHOICES = [0, 60, 120, 180, 360, 720, 1440, 2880] as const;

/** The choices offered, with values saved outside them (through the API) kept among them in order. */
export function cancelCutoffChoices(...kept: (number | null | undefined)[]): number[] {
  const choices = new Set<number>(CANCEL_CUTOFF_CHOICES);
  for (const value of kept)
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) choices.add(value);
  return [...choices].sort((a, b) => a - b);
}

/** "2 hours before the start", "1 day before the start", "90 minutes before the start", or "The start". */
export function formatCancelCutoff(minutes: number, t: Translate): string {
  if (minutes <= 0) return t('match-sessions:event.cancel_cutoff_at_start');
  if (minutes % 1440 === 0) return t('match-sessions:event.cancel_cutoff_days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('match-sessions:event.cancel_cutoff_hours', { count: minutes / 60 });
  return t('match-sessions:event.cancel_cutoff_minutes', { count: minutes });
}
