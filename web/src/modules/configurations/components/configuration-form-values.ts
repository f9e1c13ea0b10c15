import {
  type Configuration,
  type EmailConfigurationInput,
  EmailConfigurationInputSchema,
  type FirebaseConfigurationInput,
  FirebaseConfigurationInputSchema,
} from '@pickleball/domain';
import { z } from 'zod';

/** The e-mail page's form: EmailConfigurationInputSchema's fields as text. */
export interface EmailConfigurationFormValues {
  host: string;
  port: string;
  username: string;
  password: string;
  encryption: 'none' | 'starttls' | 'ssl';
  from_address: string;
  from_name: string;
}

/** The Firebase page's form. */
export interface FirebaseConfigurationFormValues {
  project_id: string;
  service_account_json: string;
  legacy_server_key: string;
}

const text = (value: unknown, fallback = '') =>
  value === null || value === undefined ? fallback : typeof value === 'string' ? value : String(value);

/** The saved (or environment) values; secrets blank: blank keeps the stored one. */
export function emailConfigurationDefaults(
  configuration: Configuration | undefined,
): EmailConfigurationFormValues {
  const config = configuration?.config ?? {};
  const encryption = text(config.encryption, 'starttls');
  return {
    host: text(config.host),
    port: text(config.port, '587'),
    username: text(config.username),
    password: '',
    encryption: encryption === 'none' || encryption === 'ssl' ? encryption : 'starttls',
    from_address: text(config.from_address),
    from_name: text(config.from_name),
  };
}

export function firebaseConfigurationDefaults(
  configuration: Configuration | undefined,
): FirebaseConfigurationFormValues {
  return {
    project_id: text(configuration?.config.project_id),
    service_account_json: '',
    legacy_server_key: '',
  };
}

export function createEmailConfigurationSchema() {
  return z
    .custom<EmailConfigurationFormValues>()
    .transform((values): z.input<typeof EmailConfigurationInputSchema> => ({ ...values }))
    .pipe(EmailConfigurationInputSchema) as z.ZodType<EmailConfigurationInput, EmailConfigurationFormValues>;
}

export function createFirebaseConfigurationSchema() {
  return z
    .custom<FirebaseConfigurationFormValues>()
    .transform((values): z.input<typeof FirebaseConfigurationInputSchema> => ({ ...values }))
    .pipe(FirebaseConfigurationInputSchema) as z.ZodType<
    FirebaseConfigurationInput,
    FirebaseConfigurationFormValues
  >;
}

/**
 * The project a pasted key belongs to, when it differs from the Project ID field: the page warns
 * before saving (the server accepts it, as a service account may be granted Cloud Messaging in
 * another project). Null when they match, or when either is blank or the key unreadable (the
 * server then says what is wrong with the key).
 */
export function findServiceAccountProjectMismatch(
  values: Pick<FirebaseConfigurationFormValues, 'project_id' | 'service_account_json'>,
): string | null {
  const projectId = values.project_id.trim();
  if (!projectId || !values.service_account_json.trim()) return null;
  let key: unknown;
  try {
    key = JSON.parse(values.service_account_json);
  } catch {
    return null;
  }
  if (!key || typeof key !== 'object') return null;
  const keyProject = (key as Record<string, unknown>).project_id;
  if (typeof keyProject !== 'string' || !keyProject.trim()) return null;
  return keyProject.trim() === projectId ? null : keyProject.trim();
}
