import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { RankpointStatus, RankpointType, RatingSource } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import {
  SOURCE_COLORS,
  SOURCE_KEYS,
  STATUS_COLORS,
  STATUS_KEYS,
  TYPE_COLORS,
  TYPE_KEYS,
} from './rankpoint-labels';

type Size = BadgeProps['size'];

export function RankTypeBadge({ type, size = 'sm' }: { type: RankpointType; size?: Size }) {
  const { t } = useTranslation('rankpoints');
  return (
    <Badge colorPalette={TYPE_COLORS[type]} variant={type === 'propose' ? 'outline' : 'subtle'} size={size}>
      {t(TYPE_KEYS[type])}
    </Badge>
  );
}

export function RankStatusBadge({ status, size = 'sm' }: { status: RankpointStatus; size?: Size }) {
  const { t } = useTranslation('rankpoints');
  return (
    <Badge colorPalette={STATUS_COLORS[status]} size={size}>
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}

export function SourceBadge({ source }: { source: RatingSource }) {
  const { t } = useTranslation('rankpoints');
  return (
    <Badge colorPalette={SOURCE_COLORS[source]} variant="subtle" size="sm">
      {t(SOURCE_KEYS[source])}
    </Badge>
  );
}
