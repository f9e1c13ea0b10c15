import { PROVIDER_SECRET_FIELDS, type ProviderType } from '@pickleball/domain';
import type { AppServices } from '../../platform/context';
import { createSecretBox, type SecretBox } from '../../platform/secret-box';

/**
 * A provider's (or a system setting's) config is kept in two parts: the plain fields as JSON, and
 * its secrets (passwords, keys, tokens, service accounts) sealed together by the secret box. The
 * API answers which secrets are set, never their values; an edit that leaves a secret blank keeps
 * the stored one.
 */

const boxes = new WeakMap<AppServices, SecretBox>();
export function providerBox(services: AppServices): SecretBox {
  let box = boxes.get(services);
  if (!box) {
    box = createSecretBox(services.config.jwtSecret, 'notification-providers');
    boxes.set(services, box);
  }
  return box;
}

export type PlainConfig = Record<string, unknown>;
export type Secrets = Record<string, string>;

/** Splits a validated config into its plain part and its secrets (blank secrets left out). */
export function splitSecrets(
  secretFields: readonly string[],
  config: Record<string, unknown>,
): { plain: PlainConfig; secrets: Secrets } {
  const plain: PlainConfig = {};
  const secrets: Secrets = {};
  for (const [key, value] of Object.entries(config)) {
    if (secretFields.includes(key)) {
      if (typeof value === 'string' && value !== '') secrets[key] = value;
    } else plain[key] = value;
  }
  return { plain, secrets };
}

export function secretFieldsOf(type: ProviderType): readonly string[] {
  return PROVIDER_SECRET_FIELDS[type];
}

export function openSecrets(box: SecretBox, sealed: string | null): Secrets {
  return sealed ? (JSON.parse(box.open(sealed)) as Secrets) : {};
}

export function sealSecrets(box: SecretBox, secrets: Secrets): string | null {
  return Object.keys(secrets).length > 0 ? box.seal(JSON.stringify(secrets)) : null;
}

/** Which secret fields hold a value: what the API says instead of the values. */
export function describeSecrets(secretFields: readonly string[], secrets: Secrets): Record<string, boolean> {
  return Object.fromEntries(secretFields.map((field) => [field, Boolean(secrets[field])]));
}

/** New secrets replace stored ones field by field; a field not typed keeps its stored value. */
export function mergeSecrets(stored: Secrets, typed: Secrets): Secrets {
  return { ...stored, ...typed };
}
