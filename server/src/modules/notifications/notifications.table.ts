import type { Generated } from 'kysely';

/** JSON columns hold text on both dialects (db/json.ts reads them back). Booleans: see db/dialect. */

export interface NotificationProvidersTable {
  id: Generated<number>;
  name: string;
  type: string;
  description: string | null;
  enabled: boolean;
  priority: number;
  /** The config without its secrets (JSON). */
  config: string;
  /** The secret fields, sealed together by the secret box. */
  secrets: string | null;
  last_test_at: string | null;
  last_test_ok: boolean | null;
  last_test_message: string | null;
  last_test_address: string | null;
  lease_until: string | null;
  lease_owner: string | null;
  created_at: string;
  updated_at: string;
}

export interface NotificationTemplatesTable {
  id: Generated<number>;
  name: string;
  sort_name: string;
  /** Name and texts folded for diacritic-insensitive search. */
  search_text: string;
  type: string;
  category: string;
  translations: string;
  variables: string;
  zns_template_id: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export interface EmailTemplatesTable {
  id: Generated<number>;
  key: string;
  name: string;
  sort_name: string;
  /** Name, key and texts folded for diacritic-insensitive search. */
  search_text: string;
  translations: string;
  variables: string;
  is_system: boolean;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  type: string;
  category: string;
  priority: string;
  template_id: number | null;
  subject: string | null;
  content: string | null;
  data: string;
  link: string | null;
  channels: string;
  recipient_type: string;
  recipients: string;
  status: string;
  scheduled_at: string | null;
  sent_at: string | null;
  cancelled_at: string | null;
  fanout_cursor: Generated<number>;
  fanout_done: boolean;
  created_by: number | null;
  metadata: string;
  created_at: string;
  updated_at: string;
}

export interface NotificationDeliveriesTable {
  id: Generated<number>;
  notification_id: number;
  channel: string;
  recipient_key: string;
  user_id: number | null;
  address: string | null;
  locale: string;
  status: string;
  skip_reason: string | null;
  error: string | null;
  provider_id: number | null;
  provider_message_id: string | null;
  attempts: number;
  next_attempt_at: string | null;
  locked_until: string | null;
  sent_at: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PushTokensTable {
  id: Generated<number>;
  user_id: number;
  token: string;
  token_hash: string;
  platform: string;
  enabled: boolean;
  disabled_reason: string | null;
  last_seen_at: string;
  created_at: string;
  /** The device it came with (devices module): a device that is not active gets no push. */
  device_id: number | null;
}

export interface NotificationOptOutsTable {
  user_id: number;
  channel: string;
  created_at: string;
}

export interface PhoneVerificationsTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface SystemSettingsTable {
  key: string;
  value: string;
  secrets: string | null;
  last_test_at: string | null;
  last_test_ok: boolean | null;
  last_test_message: string | null;
  updated_by: number | null;
  updated_at: string;
}

declare module '../../db/database' {
  interface Database {
    notification_providers: NotificationProvidersTable;
    notification_templates: NotificationTemplatesTable;
    email_templates: EmailTemplatesTable;
    notifications: NotificationsTable;
    notification_deliveries: NotificationDeliveriesTable;
    push_tokens: PushTokensTable;
    notification_opt_outs: NotificationOptOutsTable;
    phone_verifications: PhoneVerificationsTable;
    system_settings: SystemSettingsTable;
  }
}
