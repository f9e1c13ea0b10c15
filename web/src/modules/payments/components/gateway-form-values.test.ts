import type { Gateway } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import {
  createGatewayFormSchema,
  currenciesForProvider,
  gatewayFormDefaults,
  suggestGatewayKey,
} from './gateway-form-values';

const saved = {
  id: 3,
  name: 'VNPay chính',
  key: 'vnpay-chinh',
  provider: 'vnpay',
  mode: 'sandbox',
  merchant_id: 'PICKLE01',
  secrets: { api_key: false, secret: true },
  api_url: null,
  effective_api_url: 'https://sandbox.vnpayment.vn',
  webhook_url: 'https://pickleball.example/api/v1/payments/webhooks/vnpay-chinh',
  success_url: null,
  cancel_url: null,
  supported_currencies: ['VND'],
  status: 'active',
  description: null,
  last_test: null,
  transaction_count: 12,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
} as Gateway;

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the gateway form', () => {
  it('reads a saved gateway with its credentials blank, and keeps them on save', () => {
    const values = gatewayFormDefaults(saved);
    expect(values).toMatchObject({ merchant_id: 'PICKLE01', secret: '', api_key: '', api_url: '' });
    const input = createGatewayFormSchema(saved.secrets).parse(values);
    expect(input).toMatchObject({
      key: 'vnpay-chinh',
      merchant_id: 'PICKLE01',
      api_key: null,
      secret: null,
      api_url: null,
      supported_currencies: ['VND'],
    });
  });

  it('asks a new gateway for the credentials its provider needs', () => {
    const momo = { ...gatewayFormDefaults(), name: 'MoMo', key: 'momo', provider: 'momo' as const };
    expect(issuesOf(createGatewayFormSchema().safeParse(momo))).toEqual({
      merchant_id: 'credential_required',
      api_key: 'credential_required',
      secret: 'credential_required',
    });
  });

  it('sends no credential the provider does not use', () => {
    const stripe = {
      ...gatewayFormDefaults(),
      name: 'Stripe',
      key: 'stripe',
      provider: 'stripe' as const,
      merchant_id: 'left over from VNPay',
      api_key: 'sk_test_123',
      secret: 'whsec_456',
      supported_currencies: ['VND' as const, 'USD' as const],
    };
    expect(createGatewayFormSchema().parse(stripe)).toMatchObject({
      merchant_id: null,
      api_key: 'sk_test_123',
      secret: 'whsec_456',
      supported_currencies: ['VND', 'USD'],
    });
  });

  it('checks the key and the addresses with the API’s rules, all at once', () => {
    const wrong = {
      ...gatewayFormDefaults(saved),
      key: 'VNPay chính',
      api_url: 'ftp://sandbox',
      supported_currencies: [],
    };
    expect(issuesOf(createGatewayFormSchema(saved.secrets).safeParse(wrong))).toMatchObject({
      key: 'key_format',
      api_url: 'url',
      supported_currencies: 'array_min',
    });
  });

  it('keeps the currencies the new provider takes', () => {
    expect(currenciesForProvider('vnpay', ['VND', 'USD'])).toEqual(['VND']);
    expect(currenciesForProvider('momo', ['USD'])).toEqual(['VND']);
    expect(currenciesForProvider('stripe', ['VND'])).toEqual(['VND']);
  });

  it('suggests a key from the name', () => {
    expect(suggestGatewayKey('VNPay chính')).toBe('vnpay-chinh');
    expect(suggestGatewayKey('  Đà Nẵng — MoMo #2 ')).toBe('da-nang-momo-2');
  });
});
