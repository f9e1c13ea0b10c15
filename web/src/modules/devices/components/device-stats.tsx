import { Box, Button, Heading, HStack, Progress, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { DeviceStats as DeviceStatsData } from '@pickleball/domain';
import { Activity, Ban, ChartBar, CircleCheck, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countOf, QueryStatCards } from '../../../components/query-stat-cards';
import { formatNumber } from '../../../lib/format';
import { useDeviceStats } from '../api/get-device-stats';
import { useDeviceLabels } from './device-labels';

interface Share {
  id: string;
  label: string;
  count: number;
}

/** One breakdown (by operating system, by app version) as labelled bars. */
function Breakdown({ title, shares, total }: { title: string; shares: readonly Share[]; total: number }) {
  const { t, i18n } = useTranslation('devices');
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" bg="bg.panel" p="4" minW="0">
      <Heading as="h2" size="sm" mb="3">
        {title}
      </Heading>
      {shares.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('devices:stats.none_yet')}
        </Text>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none">
          {shares.map((share) => (
            <Box as="li" key={share.id}>
              <HStack justify="space-between" fontSize="sm" gap="3">
                <Text truncate>{share.label}</Text>
                <Text color="fg.muted" flexShrink={0}>
                  {formatNumber(share.count, i18n.language)}
                </Text>
              </HStack>
              <Progress.Root
                size="xs"
                value={total > 0 ? Math.round((share.count / total) * 100) : 0}
                aria-label={share.label}
                colorPalette="blue"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The devices by operating system and by app version (the most common versions, then the rest together). */
function DeviceBreakdowns({ data }: { data: DeviceStatsData }) {
  const { t } = useTranslation('devices');
  const labels = useDeviceLabels();
  const platforms = Object.entries(data.by_platform)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([platform, count]) => ({
      id: platform,
      label: labels.platformLabel(platform as 'android' | 'ios' | 'other'),
      count,
    }));
  const versions = [
    ...data.by_app_version.map((row) => ({
      id: row.version ?? '',
      label: row.version ?? t('devices:stats.version_unknown'),
      count: row.count,
    })),
    ...(data.other_app_versions > 0
      ? [{ id: '*', label: t('devices:stats.other_versions'), count: data.other_app_versions }]
      : []),
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Breakdown title={t('devices:stats.by_platform')} shares={platforms} total={data.total} />
      <Breakdown title={t('devices:stats.by_app_version')} shares={versions} total={data.total} />
    </SimpleGrid>
  );
}

/** The figures over the devices list: totals, active, blocked, seen in the last 7 days; then the breakdowns. */
export function DeviceStats() {
  const { t } = useTranslation('devices');
  const stats = useDeviceStats();
  // On a phone the breakdowns fold behind a button, so the list starts in view.
  const [showBreakdowns, setShowBreakdowns] = useState(false);
  return (
    <Stack gap="4">
      <QueryStatCards
        query={stats}
        columns={{ md: 4 }}
        items={(data) => [
          {
            id: 'total',
            label: t('devices:stats.total'),
            value: data?.total,
            icon: <Smartphone size={18} />,
            colorPalette: 'blue',
          },
          {
            id: 'active',
            label: t('devices:stats.active'),
            value: countOf(data?.by_status, 'active'),
            icon: <CircleCheck size={18} />,
            colorPalette: 'green',
          },
          {
            id: 'blocked',
            label: t('devices:stats.blocked'),
            value: countOf(data?.by_status, 'blocked'),
            icon: <Ban size={18} />,
            colorPalette: 'red',
          },
          {
            id: 'recent',
            label: t('devices:stats.recently_active'),
            value: data?.recently_active,
            icon: <Activity size={18} />,
            colorPalette: 'teal',
          },
        ]}
      />
      {stats.data && (
        <Button
          hideFrom="md"
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          aria-expanded={showBreakdowns}
          onClick={() => setShowBreakdowns((shown) => !shown)}
        >
          <ChartBar size={14} aria-hidden="true" />
          {t(showBreakdowns ? 'devices:stats.hide_breakdowns' : 'devices:stats.show_breakdowns')}
        </Button>
      )}
      <Box display={{ base: showBreakdowns ? 'block' : 'none', md: 'block' }}>
        {stats.isPending ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Skeleton height="32" />
            <Skeleton height="32" />
          </SimpleGrid>
        ) : stats.data ? (
          <DeviceBreakdowns data={stats.data.data} />
        ) : null}
      </Box>
    </Stack>
  );
}
