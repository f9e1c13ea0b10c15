import {
  DEVICE_FORM_STATUSES,
  DEVICE_PLATFORM_NAMES,
  DEVICE_PLATFORMS,
  DEVICE_STATUSES,
  type DevicePlatform,
  type DeviceStatus,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The translation keys of the devices module's fixed vocabularies, written out in full so the
 * catalog check sees every key used (CONVENTIONS §8: dynamic keys need an explicit map).
 */
export const DEVICE_STATUS_KEYS: Record<DeviceStatus, string> = {
  active: 'devices:status.active',
  blocked: 'devices:status.blocked',
  deleted: 'devices:status.deleted',
  inactive: 'devices:status.inactive',
  pending: 'devices:status.pending',
  archived: 'devices:status.archived',
};

export const DEVICE_STATUS_COLORS: Record<DeviceStatus, string> = {
  active: 'green',
  blocked: 'red',
  deleted: 'gray',
  inactive: 'gray',
  pending: 'orange',
  archived: 'purple',
};

/** The devices module's words in the user's language, and the options of its selects. */
export function useDeviceLabels() {
  const { t, i18n } = useTranslation('devices');
  const language = i18n.language;
  return useMemo(() => {
    void language; // the options follow a language switch
    const platformLabel = (platform: DevicePlatform) =>
      platform === 'other' ? t('devices:platform.other') : DEVICE_PLATFORM_NAMES[platform];
    return {
      statusLabel: (status: DeviceStatus) => t(DEVICE_STATUS_KEYS[status]),
      platformLabel,
      statusOptions: DEVICE_STATUSES.map((status) => ({
        value: status,
        label: t(DEVICE_STATUS_KEYS[status]),
      })),
      formStatusOptions: DEVICE_FORM_STATUSES.map((status) => ({
        value: status,
        label: t(DEVICE_STATUS_KEYS[status]),
      })),
      platformOptions: DEVICE_PLATFORMS.map((platform) => ({
        value: platform,
        label: platformLabel(platform),
      })),
    };
  }, [t, language]);
}
