import {
  Alert,
  Badge,
  Box,
  CloseButton,
  DataList,
  Dialog,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
} from '@chakra-ui/react';
import type { AuditRecord } from '@pickleball/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useAuditRecord } from '../api/get-audit-record';
import { type AuditDiffRow, diffAuditValues, formatAuditValue } from './audit-diff';
import { EVENT_COLORS, useAuditLabels } from './audit-labels';
import { RecordName } from './record-name';

export interface AuditDetailsDialogProps {
  /** The record to show; null closes the dialog. */
  recordId: number | null;
  onClose: () => void;
}

const CHANGE_COLORS: Record<AuditDiffRow['change'], string> = {
  added: 'green',
  removed: 'red',
  changed: 'orange',
  unchanged: 'gray',
};

function ValueCell({
  value,
  text,
  highlight,
  itemText,
  color,
}: {
  value: unknown;
  /** The value as people read it; null when it has no plain reading (its JSON is shown). */
  text: string | null;
  highlight: unknown[] | undefined;
  itemText: (item: unknown) => string;
  color: string;
}) {
  if (text === '') return <Text color="fg.muted">—</Text>;
  if (highlight && Array.isArray(value)) {
    const marked = new Set(highlight.map(String));
    return (
      <HStack gap="1" flexWrap="wrap">
        {value.map((item) => (
          <Badge
            key={String(item)}
            size="sm"
            variant={marked.has(String(item)) ? 'solid' : 'outline'}
            colorPalette={marked.has(String(item)) ? color : 'gray'}
          >
            {itemText(item)}
          </Badge>
        ))}
      </HStack>
    );
  }
  return (
    <Text
      as="pre"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      fontFamily={text === null ? 'mono' : 'inherit'}
      fontSize={text === null ? 'xs' : 'sm'}
    >
      {text ?? formatAuditValue(value)}
    </Text>
  );
}

function Comparison({ record }: { record: AuditRecord }) {
  const { t } = useTranslation('audit');
  const { fieldLabel, valueText } = useAuditLabels();
  const itemText = (field: string) => (item: unknown) =>
    valueText(record.model, field, item) ?? formatAuditValue(item);
  const rows = useMemo(() => diffAuditValues(record.old_values, record.new_values, record.model), [record]);
  const [onlyChanged, setOnlyChanged] = useState(record.event === 'updated');
  const shown = onlyChanged ? rows.filter((row) => row.change !== 'unchanged') : rows;
  const changedCount = rows.filter((row) => row.change !== 'unchanged').length;

  if (rows.length === 0) return <Text color="fg.muted">{t('audit:details.no_values')}</Text>;
  return (
    <Stack gap="3">
      <HStack justify="space-between" flexWrap="wrap">
        <Text fontWeight="semibold">{t('audit:details.changes', { count: changedCount })}</Text>
        {record.event === 'updated' && (
          <Switch.Root
            size="sm"
            checked={onlyChanged}
            onCheckedChange={(event) => setOnlyChanged(event.checked)}
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('audit:details.only_changed')}</Switch.Label>
          </Switch.Root>
        )}
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
        <Table.Root size="sm" aria-label={t('audit:details.comparison')}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader width="28%">{t('audit:details.field')}</Table.ColumnHeader>
              <Table.ColumnHeader width="36%">{t('audit:details.old_value')}</Table.ColumnHeader>
              <Table.ColumnHeader width="36%">{t('audit:details.new_value')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row
                key={row.field}
                data-change={row.change}
                bg={row.change === 'unchanged' ? undefined : `${CHANGE_COLORS[row.change]}.subtle`}
              >
                <Table.Cell verticalAlign="top">
                  <Text fontWeight={row.change === 'unchanged' ? 'normal' : 'semibold'} title={row.field}>
                    {fieldLabel(record.model, row.field)}
                  </Text>
                  {row.change !== 'unchanged' && (
                    <Badge size="sm" mt="1" colorPalette={CHANGE_COLORS[row.change]} variant="solid">
                      {t(
                        row.change === 'added'
                          ? 'audit:details.added'
                          : row.change === 'removed'
                            ? 'audit:details.removed'
                            : 'audit:details.changed',
                      )}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell verticalAlign="top">
                  <ValueCell
                    value={row.before}
                    text={valueText(record.model, row.field, row.before)}
                    highlight={row.removedItems}
                    itemText={itemText(row.field)}
                    color="red"
                  />
                </Table.Cell>
                <Table.Cell verticalAlign="top">
                  <ValueCell
                    value={row.after}
                    text={valueText(record.model, row.field, row.after)}
                    highlight={row.addedItems}
                    itemText={itemText(row.field)}
                    color="green"
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/** One audit record: who did what, when and from where, and its old and new values side by side. */
export function AuditDetailsDialog({ recordId, onClose }: AuditDetailsDialogProps) {
  const { t, i18n } = useTranslation(['audit', 'ui']);
  const { eventLabel, modelLabel, recordName, recordLink } = useAuditLabels();
  const query = useAuditRecord(recordId ?? 0);
  const record = query.data?.data;
  return (
    <Dialog.Root
      open={recordId !== null}
      onOpenChange={(event) => !event.open && onClose()}
      size={{ base: 'full', md: 'xl', lg: 'cover' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ lg: '6xl' }}>
            <Dialog.Header>
              <Dialog.Title>
                {record
                  ? t('audit:details.title_named', {
                      event: eventLabel(record.event),
                      model: modelLabel(record.model),
                      name: recordName(record),
                    })
                  : t('audit:details.title')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {query.isError ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{t('audit:details.load_failed')}</Alert.Title>
                </Alert.Root>
              ) : !record ? (
                <Stack gap="3">
                  <Skeleton height="24" />
                  <Skeleton height="48" />
                </Stack>
              ) : (
                <Stack gap="6">
                  <DataList.Root orientation="horizontal" size="sm" gap="2">
                    <DataList.Item>
                      <DataList.ItemLabel>{t('audit:fields.created_at')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {formatDateTime(record.created_at, i18n.language)}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('audit:fields.user')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {record.user
                          ? `${record.user.name} (@${record.user.username})`
                          : t('audit:system_user')}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('audit:fields.event')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <Badge colorPalette={EVENT_COLORS[record.event]}>{eventLabel(record.event)}</Badge>
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('audit:fields.model')}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <RecordName
                          model={modelLabel(record.model)}
                          name={recordName(record)}
                          to={record.event === 'deleted' ? null : recordLink(record.model, record.record_id)}
                          onNavigate={onClose}
                        />
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('audit:fields.ip_address')}</DataList.ItemLabel>
                      <DataList.ItemValue fontFamily="mono">{record.ip_address ?? '—'}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('audit:fields.url')}</DataList.ItemLabel>
                      <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
                        {record.url ?? '—'}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('audit:fields.user_agent')}</DataList.ItemLabel>
                      <DataList.ItemValue fontSize="xs" wordBreak="break-word">
                        {record.user_agent ?? '—'}
                      </DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                  <Box>
                    <Comparison record={record} />
                  </Box>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ui:confirm.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
