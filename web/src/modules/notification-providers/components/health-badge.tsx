import { Badge, Stack, Text } from '@chakra-ui/react';
import { HEALTH_THRESHOLDS, HEALTH_WINDOW, type Provider } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { HEALTH_COLORS, useProviderLabels } from './provider-labels';

export function HealthBadge({ health }: { health: Provider['health'] }) {
  const labels = useProviderLabels();
  return (
    <Badge colorPalette={HEALTH_COLORS[health]} variant="subtle">
      {labels.healthLabel(health)}
    </Badge>
  );
}

/** "From the last 50 deliveries: ≥ 95 % sent healthy, ≥ 70 % warning…", with the thresholds from the domain. */
export function useHealthRule(): string {
  const { t, i18n } = useTranslation('notification-providers');
  const percent = (share: number) => formatNumber(share, i18n.language, { style: 'percent' });
  return t('notification-providers:health.rule', {
    window: formatNumber(HEALTH_WINDOW, i18n.language),
    healthy: percent(HEALTH_THRESHOLDS.healthy),
    warning: percent(HEALTH_THRESHOLDS.warning),
  });
}

/** The badge and what it was computed from: "47 sent, 3 failed of the last 50". */
export function HealthSummary({ provider }: { provider: Provider }) {
  const { t, i18n } = useTranslation('notification-providers');
  const { sent, failed, window } = provider.health_detail;
  return (
    <Stack gap="1" align="flex-start">
      <HealthBadge health={provider.health} />
      <Text fontSize="xs" color="fg.muted">
        {sent + failed === 0
          ? t('notification-providers:health.no_deliveries')
          : t('notification-providers:health.detail', {
              sent: formatNumber(sent, i18n.language),
              failed: formatNumber(failed, i18n.language),
              window: formatNumber(window, i18n.language),
            })}
      </Text>
    </Stack>
  );
}
