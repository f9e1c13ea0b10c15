import {
  type PaymentCurrency,
  type Tournament,
  type TournamentInput,
  TournamentInputSchema,
  type TournamentInputValues,
} from '@pickleball/domain';
import type { z } from 'zod';
import { checkedFormSchema, type OwnIssue } from '../../../../components/form/checked-schema';
import { formatMoneyInput, readMoneyText } from '../../../../lib/money';

/**
 * What the tournament form holds: the fee and prize pool as typed in the currency's major unit
 * (read in the user's language on submit), the deadline as a `datetime-local` box shows it (the
 * browser's time), the rest as the API takes it.
 */
export type TournamentFormValues = Omit<
  TournamentInputValues,
  'entry_fee' | 'prize_pool' | 'registration_deadline' | 'currency'
> & {
  entry_fee: string;
  prize_pool: string;
  registration_deadline: string;
  currency: PaymentCurrency;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` box's value, in the browser's time; '' for none. */
export function toLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time) as an ISO instant; null for an empty box. */
export function fromLocalDateTime(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/**
 * A tournament as the form edits it; a new one starts as the schema's defaults say, its money in
 * the community's default currency (GET /tournaments/defaults), whatever the reader's language.
 */
export function tournamentToForm(
  tournament: Tournament | undefined,
  locale: string,
  defaultCurrency: PaymentCurrency = 'VND',
): TournamentFormValues {
  const currency = tournament?.currency ?? defaultCurrency;
  return {
    name: tournament?.name ?? '',
    description: tournament?.description ?? '',
    type: tournament?.type ?? 'doubles',
    format: tournament?.format ?? 'single_elimination',
    max_participants: tournament?.max_participants ?? null,
    seeding_method: tournament?.seeding_method ?? 'dupr_rating',
    seed_placement: tournament?.seed_placement ?? 'fixed',
    location: tournament?.location ?? '',
    court_id: tournament?.court?.id ?? null,
    start_date: tournament?.start_date ?? '',
    end_date: tournament?.end_date ?? '',
    start_time: tournament?.start_time ?? '',
    end_time: tournament?.end_time ?? '',
    registration_deadline: toLocalDateTime(tournament?.registration_deadline ?? null),
    organizer_name: tournament?.organizer_name ?? '',
    organizer_email: tournament?.organizer_email ?? '',
    organizer_phone: tournament?.organizer_phone ?? '',
    is_free: tournament?.is_free ?? true,
    entry_fee: formatMoneyInput(tournament?.entry_fee ?? null, currency, locale),
    currency,
    prize_pool: formatMoneyInput(tournament?.prize_pool ?? null, currency, locale),
    auto_bracket_generation: tournament?.auto_bracket_generation ?? false,
    requires_approval: tournament?.requires_approval ?? false,
    is_public: tournament?.is_public ?? false,
    allow_late_registration: tournament?.allow_late_registration ?? false,
    is_active: tournament?.is_active ?? true,
    rules: tournament?.rules ?? '',
    notes: tournament?.notes ?? '',
    sort_order: tournament?.sort_order ?? 0,
    bronze_match: tournament?.bronze_match ?? false,
    grand_final_reset: tournament?.grand_final_reset ?? true,
    reset_format: tournament?.reset_format ?? 'full_match',
    pools: tournament?.pools ?? null,
    advance_per_pool: tournament?.advance_per_pool ?? null,
    best_of: tournament?.best_of ?? 3,
    target_points: tournament?.target_points ?? 11,
    win_by: tournament?.win_by ?? 2,
    score_type: tournament?.score_type ?? 'standard',
  };
}

/** The form's values as the API's body: money in minor units (NaN when it cannot be, for the schema to refuse). */
export function toTournamentInput(values: TournamentFormValues, locale: string): Record<string, unknown> {
  const money = (text: string) => {
    const read = readMoneyText(text, values.currency, locale);
    return 'amount' in read ? read.amount : Number.NaN;
  };
  return {
    ...values,
    entry_fee: values.is_free ? null : money(values.entry_fee),
    prize_pool: money(values.prize_pool),
    registration_deadline: fromLocalDateTime(values.registration_deadline),
  };
}

/** The form's own checks: the typed amounts are ones the currency can hold. */
export function checkTournamentMoney(values: TournamentFormValues, locale: string): OwnIssue[] {
  const issues: OwnIssue[] = [];
  for (const field of ['entry_fee', 'prize_pool'] as const) {
    if (field === 'entry_fee' && values.is_free) continue;
    const read = readMoneyText(values[field], values.currency, locale);
    if ('issue' in read)
      issues.push({
        path: [field],
        message: read.issue,
        ...(read.issue === 'number_min' ? { params: { min: 0 } } : {}),
      });
  }
  return issues;
}

/**
 * The form's schema: the typed amounts checked here (the message speaks of what was typed:
 * "Enter a whole number" for đồng, "Use at most two decimals" for dollars), every other rule by
 * the API's own TournamentInputSchema (its cross-field rules included), all reported at once.
 * `getLocale` gives the language the amounts are read in.
 */
export function createTournamentFormSchema(
  getLocale: () => string,
): z.ZodType<TournamentInput, TournamentFormValues> {
  return checkedFormSchema(
    (values: TournamentFormValues) => checkTournamentMoney(values, getLocale()),
    (values: TournamentFormValues) => toTournamentInput(values, getLocale()),
    TournamentInputSchema,
  );
}

/** A tournament as the API's body with one change (the seeding method from the brackets tab). */
export function tournamentWith(tournament: Tournament, change: Partial<TournamentInput>): TournamentInput {
  // The schema keeps only its own fields; the tournament's court is sent by id.
  return TournamentInputSchema.parse({ ...tournament, court_id: tournament.court?.id ?? null, ...change });
}
