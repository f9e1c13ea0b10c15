import { CourtDetails } from '../../modules/courts/components/court-details';
import { CourtFormFields } from '../../modules/courts/components/court-form-fields';
import { courtDataToFields, emptyCourtFields } from '../../modules/courts/components/court-form-values';
import type { CourtFormKit } from '../../modules/register-court/components/court-form-kit';

/**
 * The courts module's fields and read-only view, lent to the public registration pages and the
 * request review (modules do not import each other, CONVENTIONS §1: app/ composes them).
 */
export const courtFormKit: CourtFormKit = {
  Fields: CourtFormFields,
  emptyValues: emptyCourtFields,
  toValues: courtDataToFields,
  Details: CourtDetails,
};
