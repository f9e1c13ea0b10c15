import {
  type Gateway,
  type GatewayInput,
  GatewayInputSchema,
  type GatewayMode,
  type PaymentCurrency,
  type PaymentProvider,
  PROVIDER_CREDENTIALS,
  PROVIDER_CURRENCIES,
} from '@pickleball/domain';
import type { z } from 'zod';
import { checkedFormSchema, type OwnIssue } from '../../../components/form/checked-schema';

/**
 * What the gateway form holds. The credentials are write-only: a saved gateway's are blank (blank
 * keeps the stored value) and the API says only whether each is set.
 */
export interface GatewayFormValues {
  name: string;
  key: string;
  provider: PaymentProvider;
  mode: GatewayMode;
  merchant_id: string;
  api_key: string;
  secret: string;
  api_url: string;
  success_url: string;
  cancel_url: string;
  supported_currencies: PaymentCurrency[];
  status: 'active' | 'inactive';
  description: string;
}

/** Which credentials are stored on a saved gateway (none on a new one). */
export type StoredCredentials = Gateway['secrets'];

export const NO_STORED_CREDENTIALS: StoredCredentials = { api_key: false, secret: false };

/** The currencies a provider starts with: đồng for VNPay and MoMo, đồng too for Stripe (the product's own). */
export function defaultCurrencies(provider: PaymentProvider): PaymentCurrency[] {
  return PROVIDER_CURRENCIES[provider].includes('VND')
    ? ['VND']
    : [...PROVIDER_CURRENCIES[provider].slice(0, 1)];
}

export function gatewayFormDefaults(gateway?: Gateway): GatewayFormValues {
  const provider = gateway?.provider ?? 'vnpay';
  return {
    name: gateway?.name ?? '',
    key: gateway?.key ?? '',
    provider,
    mode: gateway?.mode ?? 'sandbox',
    merchant_id: gateway?.merchant_id ?? '',
    api_key: '',
    secret: '',
    api_url: gateway?.api_url ?? '',
    success_url: gateway?.success_url ?? '',
    cancel_url: gateway?.cancel_url ?? '',
    supported_currencies: gateway?.supported_currencies ?? defaultCurrencies(provider),
    status: gateway?.status ?? 'active',
    description: gateway?.description ?? '',
  };
}

/**
 * The currencies kept when the provider changes: those the new provider takes, else its default
 * (a Stripe gateway's dollars are dropped for VNPay, which takes đồng only).
 */
export function currenciesForProvider(
  provider: PaymentProvider,
  chosen: readonly PaymentCurrency[],
): PaymentCurrency[] {
  const kept = chosen.filter((currency) => PROVIDER_CURRENCIES[provider].includes(currency));
  return kept.length > 0 ? kept : defaultCurrencies(provider);
}

/** The form's values as the API's body: the credentials the provider does not use are not sent. */
export function toGatewayInput(values: GatewayFormValues): Record<string, unknown> {
  const needs = PROVIDER_CREDENTIALS[values.provider];
  return {
    name: values.name,
    key: values.key.trim().toLowerCase(),
    provider: values.provider,
    mode: values.mode,
    merchant_id: needs.merchant_id ? values.merchant_id : null,
    api_key: needs.api_key ? values.api_key : null,
    secret: needs.secret ? values.secret : null,
    api_url: values.api_url,
    success_url: values.success_url,
    cancel_url: values.cancel_url,
    supported_currencies: values.supported_currencies.filter((currency) =>
      PROVIDER_CURRENCIES[values.provider].includes(currency),
    ),
    status: values.status,
    description: values.description,
  };
}

/** The credentials the provider needs and that are neither typed nor stored (the server says the same). */
function checkCredentials(values: GatewayFormValues, stored: StoredCredentials): OwnIssue[] {
  const needs = PROVIDER_CREDENTIALS[values.provider];
  const issues: OwnIssue[] = [];
  if (needs.merchant_id && !values.merchant_id.trim())
    issues.push({ path: ['merchant_id'], message: 'credential_required' });
  if (needs.api_key && !values.api_key.trim() && !stored.api_key)
    issues.push({ path: ['api_key'], message: 'credential_required' });
  if (needs.secret && !values.secret.trim() && !stored.secret)
    issues.push({ path: ['secret'], message: 'credential_required' });
  return issues;
}

/** The form's schema: the provider's credentials, then the API's own GatewayInputSchema (issues keep their field paths). */
export function createGatewayFormSchema(
  stored: StoredCredentials = NO_STORED_CREDENTIALS,
): z.ZodType<GatewayInput, GatewayFormValues> {
  return checkedFormSchema(
    (values: GatewayFormValues) => checkCredentials(values, stored),
    toGatewayInput,
    GatewayInputSchema,
  );
}

/**
 * A key suggested from the name ("VNPay chính" → "vnpay-chinh"): lowercase letters, digits and
 * hyphens, as the webhook address takes it.
 */
export function suggestGatewayKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
}
