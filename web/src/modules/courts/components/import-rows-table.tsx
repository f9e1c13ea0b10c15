import { Box, Link, List, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import type { ImportRow, ImportSummary } from '@pickleball/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FilterSelect } from '../../../components/filters/filter-select';
import { formatNumber } from '../../../lib/format';
import { ImportActionBadge } from './import-action-badge';
import { IMPORT_COLUMN_LABELS } from './import-columns';

/** More rows than this are left to the downloadable report: a page of 1,000 rows is slow on a phone. */
const SHOWN_ROWS = 200;

const ACTIONS = ['create', 'update', 'skip', 'error'] as const;
const ACTION_FILTER_LABELS: Record<ImportRow['action'], string> = {
  create: 'courts:import.action.create',
  update: 'courts:import.action.update',
  skip: 'courts:import.action.skip',
  error: 'courts:import.action.error',
};

function RowErrors({ errors }: { errors: ImportRow['errors'] }) {
  const { t } = useTranslation('courts');
  const entries = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  if (entries.length === 0) return null;
  return (
    <List.Root gap="1" ps="4" fontSize="xs" color="fg.error">
      {entries.flatMap(([column, messages]) =>
        messages.map((message) => (
          <List.Item key={`${column}-${message}`}>
            <Text as="span" fontWeight="semibold">
              {IMPORT_COLUMN_LABELS[column] ? t(IMPORT_COLUMN_LABELS[column]) : column}:
            </Text>{' '}
            {message}
          </List.Item>
        )),
      )}
    </List.Root>
  );
}

/**
 * A preview's or an import's rows: the spreadsheet row, the court's name, what happens to it (a
 * duplicate links to the court it matches), each cell's errors under its column's name, and what
 * the address check read (a column shown only when the check ran). Filterable by outcome.
 */
export function ImportRowsTable({
  summary,
  caption,
  showAddressCheck,
}: {
  summary: ImportSummary;
  caption: string;
  showAddressCheck: boolean;
}) {
  const { t, i18n } = useTranslation(['courts', 'ui']);
  const locale = i18n.language;
  const [action, setAction] = useState<string | undefined>(summary.totals.error > 0 ? 'error' : undefined);
  const rows = useMemo(
    () => (action ? summary.rows.filter((row) => row.action === action) : summary.rows),
    [summary.rows, action],
  );
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <Stack gap="3">
      <Wrap gap="3" align="center" justify="space-between">
        <FilterSelect
          label={t('courts:import_page.result_column')}
          allLabel={t('courts:import_page.all_rows', { count: summary.rows.length })}
          value={action}
          onChange={setAction}
          options={ACTIONS.map((value) => ({
            value,
            label: `${t(ACTION_FILTER_LABELS[value])} (${formatNumber(
              summary.rows.filter((row) => row.action === value).length,
              locale,
            )})`,
          }))}
          width={{ base: 'full', md: '64' }}
        />
        {rows.length > SHOWN_ROWS && (
          <Text fontSize="sm" color="fg.muted">
            {t('courts:import_page.rows_cut', {
              shown: formatNumber(SHOWN_ROWS, locale),
              total: formatNumber(rows.length, locale),
            })}
          </Text>
        )}
      </Wrap>
      {/* Phones: one card per row, so the errors are read without scrolling sideways. */}
      <Stack as="ul" listStyleType="none" gap="2" hideFrom="md" aria-label={caption}>
        {shown.length === 0 ? (
          <Text as="li" color="fg.muted" textAlign="center" py="4">
            {t('courts:import_page.no_rows')}
          </Text>
        ) : (
          shown.map((row) => (
            <Box as="li" key={row.row} data-action={row.action} borderWidth="1px" borderRadius="md" p="3">
              <Stack gap="2">
                <Wrap gap="2" align="center" justify="space-between">
                  <Text fontWeight="medium" minW="0">
                    <Text as="span" color="fg.muted" fontWeight="normal" me="2">
                      {t('courts:import.report_row')} {row.row}
                    </Text>
                    {row.name ?? '—'}
                  </Text>
                  <ImportActionBadge action={row.action} />
                </Wrap>
                {row.duplicate_of !== null && (
                  <Link asChild fontSize="xs" colorPalette="blue">
                    <RouterLink to={`/courts/${row.duplicate_of}`} target="_blank">
                      {t('courts:import_page.matches_court', { id: row.duplicate_of })}
                    </RouterLink>
                  </Link>
                )}
                <RowErrors errors={row.errors} />
                {showAddressCheck && row.address_note && (
                  <Text fontSize="xs" color="fg.muted">
                    {row.address_note}
                  </Text>
                )}
              </Stack>
            </Box>
          ))
        )}
      </Stack>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" hideBelow="md">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="16">{t('courts:import.report_row')}</Table.ColumnHeader>
              <Table.ColumnHeader minW="48">{t('courts:fields.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('courts:import_page.result_column')}</Table.ColumnHeader>
              <Table.ColumnHeader minW="64">{t('courts:import.report_errors')}</Table.ColumnHeader>
              {showAddressCheck && (
                <Table.ColumnHeader minW="56">{t('courts:import.report_note')}</Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={showAddressCheck ? 5 : 4} textAlign="center" color="fg.muted" py="6">
                  {t('courts:import_page.no_rows')}
                </Table.Cell>
              </Table.Row>
            ) : (
              shown.map((row) => (
                <Table.Row key={row.row} data-action={row.action}>
                  <Table.Cell color="fg.muted">{row.row}</Table.Cell>
                  <Table.Cell fontWeight="medium">{row.name ?? <Text color="fg.muted">—</Text>}</Table.Cell>
                  <Table.Cell>
                    <Stack gap="1" align="flex-start">
                      <ImportActionBadge action={row.action} />
                      {row.duplicate_of !== null && (
                        <Link asChild fontSize="xs" colorPalette="blue">
                          <RouterLink to={`/courts/${row.duplicate_of}`} target="_blank">
                            {t('courts:import_page.matches_court', { id: row.duplicate_of })}
                          </RouterLink>
                        </Link>
                      )}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    <RowErrors errors={row.errors} />
                  </Table.Cell>
                  {showAddressCheck && (
                    <Table.Cell fontSize="xs" color="fg.muted">
                      {row.address_note ?? ''}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
