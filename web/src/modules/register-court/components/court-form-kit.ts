import type { CourtRequestDataSchema, CourtRequestInputSchema } from '@pickleball/domain';
import type { ComponentType } from 'react';
import type { z } from 'zod';

/** The public form's values while it is edited (numbers stay text until parsed). */
export type RegistrationFormValues = z.input<typeof CourtRequestInputSchema>;
/** The court's own part of them. */
export type CourtFieldValues = Omit<
  RegistrationFormValues,
  'applicant_name' | 'applicant_email' | 'applicant_phone' | 'company_website'
>;
/** A request's court as the API describes it. */
export type CourtRequestData = z.infer<typeof CourtRequestDataSchema>;

/**
 * What the public pages borrow from the courts module: its fields, empty or from a request's data,
 * and its read-only view. Handed in by app/ (modules do not import each other, CONVENTIONS §1).
 */
export interface CourtFormKit {
  /** The court's sections, bound by name to the surrounding form. */
  Fields: ComponentType<{ audience: 'public' }>;
  emptyValues: () => CourtFieldValues;
  toValues: (court: CourtRequestData) => CourtFieldValues;
  Details: ComponentType<{ court: CourtRequestData; idPrefix?: string }>;
}
