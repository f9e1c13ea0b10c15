import type { Provider } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import {
  configToText,
  createProviderFormSchema,
  type ProviderFormValues,
  parseConfigText,
  providerFormDefaults,
  toFormConfig,
} from './provider-form-values';

const schema = createProviderFormSchema();

const webhook = {
  id: 3,
  name: 'CRM',
  type: 'webhook',
  channel: 'webhook',
  description: null,
  enabled: true,
  status: 'enabled',
  priority: 5,
  config: {
    url: 'https://crm.example.vn/hook',
    method: 'PUT',
    auth_type: 'bearer',
    headers: { 'X-Team': 'ops' },
    timeout_ms: 5000,
  },
  secrets: { token: true, signing_secret: false },
  health: 'unknown',
  health_detail: { sent: 0, failed: 0, window: 50 },
  last_test: null,
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
} as unknown as Provider;

describe('the provider form’s config', () => {
  it('reads a stored webhook into the typed form: numbers as text, headers as rows, secrets blank', () => {
    const values = providerFormDefaults(webhook);
    expect(values.priority).toBe('5');
    expect(values.config).toMatchObject({
      url: 'https://crm.example.vn/hook',
      method: 'PUT',
      timeout_ms: '5000',
      headers: [{ name: 'X-Team', value: 'ops' }],
      token: '',
      signing_secret: '',
    });
  });

  it('round-trips the typed config through the raw JSON view unchanged', () => {
    const config = providerFormDefaults(webhook).config;
    const text = configToText('webhook', config);
    expect(JSON.parse(text).headers).toEqual({ 'X-Team': 'ops' });
    expect(toFormConfig('webhook', parseConfigText(text))).toEqual(config);
  });

  it('sends a secret left blank as null, so the stored one is kept', () => {
    const parsed = schema.parse(providerFormDefaults(webhook));
    expect(parsed.type).toBe('webhook');
    expect(parsed.config).toMatchObject({ token: null, headers: { 'X-Team': 'ops' }, timeout_ms: 5000 });
  });

  it('parses a config typed as JSON and refuses text that is not JSON, naming the config', () => {
    const values: ProviderFormValues = {
      ...providerFormDefaults(undefined, 'email'),
      name: 'SMTP',
      raw: true,
      config_text: '{"host": "smtp.example.vn", "from_address": "no-reply@example.vn", "port": 465}',
    };
    expect(schema.parse(values).config).toMatchObject({
      host: 'smtp.example.vn',
      port: 465,
      encryption: 'starttls',
    });
    const broken = schema.safeParse({ ...values, config_text: '{"host": ' });
    expect(broken.success).toBe(false);
    expect(broken.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['config', 'invalid_json'],
    ]);
  });

  it('finds no object in JSON that is not one', () => {
    expect(parseConfigText('[1, 2]')).toBeNull();
    expect(parseConfigText('not json')).toBeNull();
    expect(parseConfigText('{"a": 1}')).toEqual({ a: 1 });
  });

  it('names the typed field a rule refuses', () => {
    const values = { ...providerFormDefaults(undefined, 'email'), name: 'SMTP' };
    const result = schema.safeParse(values);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['config.host', 'config.from_address']),
    );
  });
});
