import { Badge } from '@chakra-ui/react';
import type { ImportRow } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';

const ACTION_LABELS: Record<ImportRow['action'], string> = {
  create: 'courts:import.action.create',
  update: 'courts:import.action.update',
  skip: 'courts:import.action.skip',
  error: 'courts:import.action.error',
};

const ACTION_COLORS: Record<ImportRow['action'], string> = {
  create: 'green',
  update: 'blue',
  skip: 'gray',
  error: 'red',
};

/** What the import does (or did) with a row: create, update, skip as a duplicate, or fail. */
export function ImportActionBadge({ action }: { action: ImportRow['action'] }) {
  const { t } = useTranslation('courts');
  return (
    <Badge colorPalette={ACTION_COLORS[action]} whiteSpace="nowrap">
      {t(ACTION_LABELS[action])}
    </Badge>
  );
}
