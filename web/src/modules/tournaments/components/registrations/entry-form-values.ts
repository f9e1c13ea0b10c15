import { type RegistrationCreateInput, RegistrationCreateInputSchema } from '@pickleball/domain';
import type { z } from 'zod';
import { checkedFormSchema, type OwnIssue } from '../../../../components/form/checked-schema';
import { readDecimalInput } from '../../../../lib/format';

/** What the "Add an entry" dialog holds: the players chosen by search, the rating as typed. */
export interface EntryFormValues {
  player_id: number | null;
  partner_id: number | null;
  dupr_rating: string;
  notes: string;
}

export const ENTRY_FORM_DEFAULTS: EntryFormValues = {
  player_id: null,
  partner_id: null,
  dupr_rating: '',
  notes: '',
};

/** The dialog's values as the API's body; the rating read in the user's language ("4,25"). */
export function toEntryInput(
  values: EntryFormValues,
  isPairs: boolean,
  locale: string,
): Record<string, unknown> {
  const rating = readDecimalInput(values.dupr_rating, locale);
  return {
    player_id: values.player_id ?? undefined,
    partner_id: isPairs ? values.partner_id : null,
    notes: values.notes,
    ...(rating === '' ? {} : { dupr_rating: rating }),
  };
}

/** A pair event needs both players chosen (the server says why a pair is refused: mixed, twice…). */
export function checkEntry(values: EntryFormValues, isPairs: boolean): OwnIssue[] {
  const issues: OwnIssue[] = [];
  if (values.player_id === null) issues.push({ path: ['player_id'], message: 'required' });
  if (isPairs && values.partner_id === null) issues.push({ path: ['partner_id'], message: 'required' });
  return issues;
}

export function createEntryFormSchema(
  isPairs: boolean,
  getLocale: () => string,
): z.ZodType<RegistrationCreateInput, EntryFormValues> {
  return checkedFormSchema(
    (values: EntryFormValues) => checkEntry(values, isPairs),
    (values: EntryFormValues) => toEntryInput(values, isPairs, getLocale()),
    RegistrationCreateInputSchema,
  );
}
