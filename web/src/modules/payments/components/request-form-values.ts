import { type PaymentCurrency, PaymentRequestInputSchema } from '@pickleball/domain';
import { checkedFormSchema, type OwnIssue } from '../../../components/form/checked-schema';
import { fromMinorUnits, readMoneyAmount } from '../../../lib/money';

/**
 * What the "Request a payment" dialog holds: the payer's id (from the search), the amount as
 * typed in the currency's major unit ("150.000", "12,50", read in the user's language), and the
 * gateway's id as a select gives it ('' lets the payer choose).
 */
export interface PaymentRequestFormValues {
  user_id: number | null;
  amount: string;
  currency: PaymentCurrency;
  description: string;
  reference: string;
  gateway_id: string;
}

export function paymentRequestFormDefaults(currency: PaymentCurrency): PaymentRequestFormValues {
  return { user_id: null, amount: '', currency, description: '', reference: '', gateway_id: '' };
}

/** The form's values as the API's body: the amount in minor units (NaN when it cannot be, for the schema to refuse). */
export function toPaymentRequestInput(
  values: PaymentRequestFormValues,
  locale: string,
): Record<string, unknown> {
  const read = readMoneyAmount(values.amount, values.currency, locale);
  return {
    user_id: values.user_id ?? undefined,
    amount: 'amount' in read ? read.amount : Number.NaN,
    currency: values.currency,
    description: values.description,
    reference: values.reference,
    gateway_id: values.gateway_id ? Number(values.gateway_id) : null,
  };
}

/** The form's own checks: the payer chosen, the amount one the currency can hold. */
function checkPaymentRequest(values: PaymentRequestFormValues, locale: string): OwnIssue[] {
  const issues: OwnIssue[] = [];
  if (values.user_id === null) issues.push({ path: ['user_id'], message: 'required' });
  const read = readMoneyAmount(values.amount, values.currency, locale);
  if ('issue' in read)
    issues.push({
      path: ['amount'],
      message: read.issue,
      ...(read.issue === 'number_min' ? { params: { min: fromMinorUnits(1, values.currency) } } : {}),
    });
  return issues;
}

/**
 * The dialog's schema: the payer and the typed amount checked here (the amount's message speaks of
 * what was typed: "Enter a whole number" for đồng, "Use at most two decimals" for dollars), and
 * the other fields by the API's own PaymentRequestInputSchema, all at once. `getLocale` gives the
 * language the amount is read in (the one on screen when the form is checked).
 */
export function createPaymentRequestFormSchema(getLocale: () => string) {
  return checkedFormSchema(
    (values: PaymentRequestFormValues) => checkPaymentRequest(values, getLocale()),
    (values: PaymentRequestFormValues) => toPaymentRequestInput(values, getLocale()),
    PaymentRequestInputSchema,
  );
}
