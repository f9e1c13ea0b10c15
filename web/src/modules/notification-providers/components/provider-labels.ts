import {
  PROVIDER_HEALTH,
  PROVIDER_HEALTH_LABELS,
  PROVIDER_TYPE_LABELS,
  PROVIDER_TYPES,
  type ProviderHealth,
  type ProviderType,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The module's own vocabularies, with the full keys written out (CONVENTIONS §8); a provider's
 * type and health are domain's (notifications.labels.ts).
 */
export const TYPE_HELP_KEYS: Record<ProviderType, string> = {
  email: 'notification-providers:type_help.email',
  sms: 'notification-providers:type_help.sms',
  zalo_zns: 'notification-providers:type_help.zalo_zns',
  firebase: 'notification-providers:type_help.firebase',
  webhook: 'notification-providers:type_help.webhook',
  in_app: 'notification-providers:type_help.in_app',
};
/** Where a test message goes, per type: an e-mail address, a phone, a device token, or nowhere to type. */
export const TEST_ADDRESS_KEYS: Record<ProviderType, string | null> = {
  email: 'notification-providers:test.address_email',
  sms: 'notification-providers:test.address_phone',
  zalo_zns: 'notification-providers:test.address_phone',
  firebase: 'notification-providers:test.address_push',
  webhook: null,
  in_app: null,
};

export const HEALTH_COLORS: Record<ProviderHealth, string> = {
  healthy: 'green',
  warning: 'orange',
  unhealthy: 'red',
  unknown: 'gray',
};

/** The module's words in the user's language, and the options of its selects. */
export function useProviderLabels() {
  const { t, i18n } = useTranslation('notification-providers');
  const language = i18n.language;
  return useMemo(() => {
    void language;
    return {
      typeLabel: (type: ProviderType) => t(PROVIDER_TYPE_LABELS[type]),
      healthLabel: (health: ProviderHealth) => t(PROVIDER_HEALTH_LABELS[health]),
      typeOptions: PROVIDER_TYPES.map((value) => ({ value, label: t(PROVIDER_TYPE_LABELS[value]) })),
      healthOptions: PROVIDER_HEALTH.map((value) => ({ value, label: t(PROVIDER_HEALTH_LABELS[value]) })),
      enabledOptions: [
        { value: 'true', label: t('notification-providers:status.enabled') },
        { value: 'false', label: t('notification-providers:status.disabled') },
      ],
      encryptionOptions: [
        { value: 'starttls', label: t('notification-providers:config.encryption_starttls') },
        { value: 'ssl', label: t('notification-providers:config.encryption_ssl') },
        { value: 'none', label: t('notification-providers:config.encryption_none') },
      ],
      smsTypeOptions: [
        { value: '2', label: t('notification-providers:config.sms_type_2') },
        { value: '1', label: t('notification-providers:config.sms_type_1') },
        { value: '8', label: t('notification-providers:config.sms_type_8') },
      ],
      methodOptions: [
        { value: 'POST', label: 'POST' },
        { value: 'PUT', label: 'PUT' },
      ],
      authTypeOptions: [
        { value: 'none', label: t('notification-providers:config.auth_none') },
        { value: 'bearer', label: t('notification-providers:config.auth_bearer') },
        { value: 'basic', label: t('notification-providers:config.auth_basic') },
      ],
    };
  }, [t, language]);
}
