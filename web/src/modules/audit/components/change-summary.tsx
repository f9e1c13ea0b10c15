import { Text } from '@chakra-ui/react';
import type { AuditRecord } from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { diffAuditValues } from './audit-diff';
import { useAuditLabels } from './audit-labels';

/** Fields whose change says nothing on its own (every update moves them). */
const QUIET_FIELDS = new Set(['updated_at']);
const SHOWN = 2;
/** A value longer than this is named by its field only. */
const SHORT = 40;

/**
 * An update in a line: "Status: Draft → In progress", the first changed fields with their old and
 * new values in words, then how many more; the details dialog has the rest.
 */
export function ChangeSummary({ record }: { record: AuditRecord }) {
  const { t } = useTranslation('audit');
  const { fieldLabel, valueText } = useAuditLabels();
  const changed = useMemo(
    () =>
      record.event === 'updated'
        ? diffAuditValues(record.old_values, record.new_values, record.model).filter(
            (row) => row.change !== 'unchanged' && !QUIET_FIELDS.has(row.field),
          )
        : [],
    [record],
  );
  if (changed.length === 0) return <Text color="fg.muted">—</Text>;
  const parts = changed.slice(0, SHOWN).map((row) => {
    const label = fieldLabel(record.model, row.field);
    const before = row.before === undefined ? '' : valueText(record.model, row.field, row.before);
    const after = valueText(record.model, row.field, row.after);
    if (before === null || after === null || before.length > SHORT || after.length > SHORT) return label;
    if (before === '') return `${label}: ${after || '—'}`;
    return `${label}: ${before} → ${after || '—'}`;
  });
  const more = changed.length - SHOWN;
  return (
    <Text fontSize="sm" lineClamp={2} maxW="md">
      {parts.join('; ')}
      {more > 0 && ` ${t('audit:details.more_changes', { count: more })}`}
    </Text>
  );
}
