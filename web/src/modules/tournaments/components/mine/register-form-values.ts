import { type SelfRegistrationInput, SelfRegistrationInputSchema } from '@pickleball/domain';
import type { z } from 'zod';
import { checkedFormSchema, type OwnIssue } from '../../../../components/form/checked-schema';

/** What the registration dialog holds: the partner chosen by search (pairs), notes. */
export interface RegisterFormValues {
  partner_id: number | null;
  notes: string;
}

export const REGISTER_FORM_DEFAULTS: RegisterFormValues = { partner_id: null, notes: '' };

/** A pair event needs a partner (the server says why one is refused: mixed, entered…). */
export function checkRegistration(values: RegisterFormValues, isPairs: boolean): OwnIssue[] {
  return isPairs && values.partner_id === null ? [{ path: ['partner_id'], message: 'required' }] : [];
}

export function toRegistrationInput(
  values: RegisterFormValues,
  tournamentId: number,
  isPairs: boolean,
): Record<string, unknown> {
  return {
    tournament_id: tournamentId,
    partner_id: isPairs ? values.partner_id : null,
    notes: values.notes,
  };
}

/** The tournament the dialog registers for: read at each check (one dialog serves every tournament). */
export interface RegisterTerms {
  tournamentId: number;
  isPairs: boolean;
}

export function createRegisterFormSchema(
  getTerms: () => RegisterTerms,
): z.ZodType<SelfRegistrationInput, RegisterFormValues> {
  return checkedFormSchema(
    (values: RegisterFormValues) => checkRegistration(values, getTerms().isPairs),
    (values: RegisterFormValues) => {
      const { tournamentId, isPairs } = getTerms();
      return toRegistrationInput(values, tournamentId, isPairs);
    },
    SelfRegistrationInputSchema,
  );
}
