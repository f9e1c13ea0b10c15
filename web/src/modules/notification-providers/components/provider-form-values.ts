import {
  PROVIDER_SECRET_FIELDS,
  type Provider,
  type ProviderInput,
  ProviderInputSchema,
  type ProviderType,
} from '@pickleball/domain';
import { z } from 'zod';

/** What the create and update calls send: ProviderInputSchema's output (the config parsed). */
export type ProviderBody = ProviderInput;

/** One custom header of a webhook, as the form lists them. */
export interface HeaderRow {
  name: string;
  value: string;
}

/** A config as the typed form holds it: text for numbers, webhook headers as rows. */
export type FormConfig = Record<string, unknown>;

/**
 * What the provider form holds: the common fields, the typed config, and the raw JSON view's
 * text (`raw` says which of the two is being edited). `createProviderFormSchema` turns it into
 * the API's body; a config typed as JSON is parsed by the domain schema itself ('Invalid JSON format').
 */
export interface ProviderFormValues {
  name: string;
  description: string;
  enabled: boolean;
  priority: string;
  type: ProviderType;
  config: FormConfig;
  raw: boolean;
  config_text: string;
}

/** The typed form's empty config per type, with the schema's defaults. */
export function configDefaults(type: ProviderType): FormConfig {
  switch (type) {
    case 'email':
      return {
        host: '',
        port: '587',
        username: '',
        password: '',
        encryption: 'starttls',
        from_address: '',
        from_name: '',
      };
    case 'sms':
      return {
        api_url: 'https://rest.esms.vn/MainService.svc/json',
        api_key: '',
        secret_key: '',
        brand_name: '',
        sms_type: '2',
        sandbox: false,
      };
    case 'zalo_zns':
      return {
        app_id: '',
        secret_key: '',
        access_token: '',
        refresh_token: '',
        template_id: '',
        api_url: 'https://business.openapi.zalo.me',
        oauth_url: 'https://oauth.zaloapp.com',
      };
    case 'firebase':
      return { project_id: '', service_account_json: '', legacy_server_key: '' };
    case 'webhook':
      return {
        url: '',
        method: 'POST',
        auth_type: 'none',
        token: '',
        username: '',
        password: '',
        signing_secret: '',
        headers: [],
        timeout_ms: '10000',
      };
    case 'in_app':
      return {};
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A stored (or typed-as-JSON) config in the typed form's shape: defaults first, numbers as text, headers as rows. */
export function toFormConfig(
  type: ProviderType,
  stored: Record<string, unknown> | null | undefined,
): FormConfig {
  const config: FormConfig = configDefaults(type);
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (key === 'headers' && type === 'webhook')
      config.headers = isRecord(value)
        ? Object.entries(value).map(([name, header]) => ({ name, value: String(header ?? '') }))
        : [];
    else if (typeof value === 'number') config[key] = String(value);
    else if (value === null || value === undefined)
      config[key] = typeof config[key] === 'boolean' ? false : '';
    else config[key] = value;
  }
  return config;
}

/** The typed form's config as the API takes it: header rows back to an object (unnamed rows dropped). */
export function toConfigPayload(type: ProviderType, config: FormConfig): Record<string, unknown> {
  // Kept by the server as it refreshes the token; blank means "not known".
  if (type === 'zalo_zns')
    return { ...config, access_token_expires_at: config.access_token_expires_at || null };
  if (type !== 'webhook') return { ...config };
  const rows = Array.isArray(config.headers) ? (config.headers as HeaderRow[]) : [];
  const headers: Record<string, string> = {};
  for (const row of rows) if (row.name.trim()) headers[row.name.trim()] = row.value;
  return { ...config, headers };
}

/** The raw JSON view's text of a typed config. */
export function configToText(type: ProviderType, config: FormConfig): string {
  return JSON.stringify(toConfigPayload(type, config), null, 2);
}

/** The raw view's text as a config object; null when it is not JSON or not an object. */
export function parseConfigText(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The secret fields of a type (write-only: the API says which are set, never their values). */
export function secretFieldsOf(type: ProviderType): readonly string[] {
  return PROVIDER_SECRET_FIELDS[type];
}

/** The form's starting values: a provider's (its secrets blank: blank keeps them), or a new one of a type. */
export function providerFormDefaults(provider?: Provider, type: ProviderType = 'email'): ProviderFormValues {
  const chosen = provider?.type ?? type;
  const config = toFormConfig(chosen, provider?.config);
  for (const secret of secretFieldsOf(chosen)) config[secret] = '';
  return {
    name: provider?.name ?? '',
    description: provider?.description ?? '',
    enabled: provider?.enabled ?? true,
    priority: String(provider?.priority ?? 10),
    type: chosen,
    config,
    raw: false,
    config_text: '',
  };
}

/** The form's values as the API's body, before the schema checks it. */
export function toProviderInput(values: ProviderFormValues): Record<string, unknown> {
  return {
    name: values.name,
    description: values.description,
    enabled: values.enabled,
    priority: values.priority,
    type: values.type,
    config: values.raw ? values.config_text : toConfigPayload(values.type, values.config),
  };
}

/** The form's schema: the mapped body through the API's own ProviderInputSchema (issues keep `config.host` paths). */
export function createProviderFormSchema() {
  return z.custom<ProviderFormValues>().transform(toProviderInput).pipe(ProviderInputSchema) as z.ZodType<
    ProviderInput,
    ProviderFormValues
  >;
}
