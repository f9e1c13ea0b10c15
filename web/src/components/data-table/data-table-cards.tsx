import { Box, chakra, HStack, IconButton, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { type Cell, type Column, flexRender, type Row, type Table } from '@tanstack/react-table';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a column goes on a row's card on a phone. `leading` stands before the heading (a rank, an
 * avatar), `title` is the card's heading, `subtitle` the
 * muted lines under it, `status` the badges at the end of the subtitle's line (beside the heading without one), `body` a label–value line under them
 * and `hidden` leaves it off the card. The selection checkbox and a column with id `actions` find
 * their place without it; any other column without it is `body`.
 */
export type CardPlace = 'leading' | 'title' | 'subtitle' | 'status' | 'body' | 'actions' | 'hidden';

export function cardPlaceOf<TData>(column: Column<TData, unknown>): CardPlace {
  const place = column.columnDef.meta?.card;
  if (place) return place;
  if (column.id === 'actions') return 'actions';
  return 'body';
}

function byPlace<TData>(cells: Cell<TData, unknown>[], place: CardPlace): Cell<TData, unknown>[] {
  return cells
    .filter((cell) => cell.column.id !== '__select' && cardPlaceOf(cell.column) === place)
    .sort(
      (a, b) =>
        (a.column.columnDef.meta?.cardOrder ?? 0) - (b.column.columnDef.meta?.cardOrder ?? 0) ||
        a.column.getIndex() - b.column.getIndex(),
    );
}

const renderCell = <TData,>(cell: Cell<TData, unknown>) =>
  flexRender(cell.column.columnDef.cell, cell.getContext());

interface DataTableCardsProps<TData> {
  table: Table<TData>;
  label: string;
  isLoading: boolean;
  isFetching: boolean;
  skeletonCount: number;
  /** Opens a row on click or Enter; ignores clicks on the card's own controls. */
  onOpen?: (row: TData, event: MouseEvent | KeyboardEvent) => void;
}

/** One card per row (phones): heading, badges, actions and the label–value lines that matter. */
export function DataTableCards<TData>({
  table,
  label,
  isLoading,
  isFetching,
  skeletonCount,
  onOpen,
}: DataTableCardsProps<TData>) {
  if (isLoading) {
    return (
      <Stack gap="2" aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
          <Stack key={index} gap="2" borderWidth="1px" borderRadius="lg" p="3">
            <Skeleton height="5" width="60%" />
            <Skeleton height="4" width="40%" />
            <Skeleton height="4" width="80%" />
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <chakra.ul
      listStyleType="none"
      display="flex"
      flexDirection="column"
      gap="2"
      aria-label={label}
      aria-busy={isFetching}
      opacity={isFetching ? 0.6 : 1}
      transition="opacity 0.2s"
    >
      {table.getRowModel().rows.map((row) => (
        <chakra.li key={row.id}>
          <RowCard row={row} onOpen={onOpen} />
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

function RowCard<TData>({
  row,
  onOpen,
}: {
  row: Row<TData>;
  onOpen?: (row: TData, event: MouseEvent | KeyboardEvent) => void;
}) {
  const cells = row.getVisibleCells();
  const select = cells.find((cell) => cell.column.id === '__select');
  const leading = byPlace(cells, 'leading');
  const titles = byPlace(cells, 'title');
  const subtitles = byPlace(cells, 'subtitle');
  const statuses = byPlace(cells, 'status');
  const actions = byPlace(cells, 'actions');
  const body = byPlace(cells, 'body');

  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      bg={row.getIsSelected() ? 'blue.subtle' : 'bg.panel'}
      p="3"
      data-selected={row.getIsSelected() ? '' : undefined}
      cursor={onOpen ? 'pointer' : undefined}
      tabIndex={onOpen ? 0 : undefined}
      onClick={onOpen ? (event) => onOpen(row.original, event) : undefined}
      onKeyDown={
        onOpen
          ? (event) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) {
                event.preventDefault();
                onOpen(row.original, event);
              }
            }
          : undefined
      }
      _hover={onOpen ? { bg: row.getIsSelected() ? 'blue.subtle' : 'bg.subtle' } : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '1px' }}
      // Table cells set minimum widths and end-alignment for columns; a card reads from the start.
      css={{
        '& [data-card-cell] > *': { minWidth: '0 !important', maxWidth: 'full' },
        '& dd[data-card-cell] > *': { alignItems: 'flex-start', justifyContent: 'flex-start' },
        '& dd[data-card-cell] *': { textAlign: 'start' },
      }}
    >
      <HStack align="flex-start" gap="2">
        {select && (
          <Box pt="0.5" flexShrink={0}>
            {renderCell(select)}
          </Box>
        )}
        {leading.map((cell) => (
          <Box key={cell.id} flexShrink={0}>
            {renderCell(cell)}
          </Box>
        ))}
        <Stack gap="0.5" flex="1" minW="0">
          {titles.map((cell) => (
            <Box key={cell.id} data-card-cell="" fontWeight="medium">
              {renderCell(cell)}
            </Box>
          ))}
          {subtitles.length > 0 && (
            <HStack gap="2" align="flex-start" justify="space-between" flexWrap="wrap">
              <Stack gap="0.5" minW="0">
                {subtitles.map((cell) => (
                  <Box key={cell.id} data-card-cell="" fontSize="sm" color="fg.muted">
                    {renderCell(cell)}
                  </Box>
                ))}
              </Stack>
              {statuses.length > 0 && (
                <HStack gap="1" flexWrap="wrap" justify="flex-end" ms="auto">
                  {statuses.map((cell) => (
                    <Box key={cell.id} data-card-cell="">
                      {renderCell(cell)}
                    </Box>
                  ))}
                </HStack>
              )}
            </HStack>
          )}
        </Stack>
        {/* Without a subtitle the badges stand beside the heading. */}
        {subtitles.length === 0 && statuses.length > 0 && (
          <HStack gap="1" flexWrap="wrap" justify="flex-end" flexShrink={0} maxW="50%">
            {statuses.map((cell) => (
              <Box key={cell.id} data-card-cell="">
                {renderCell(cell)}
              </Box>
            ))}
          </HStack>
        )}
        {actions.map((cell) => (
          <Box key={cell.id} flexShrink={0} mt="-1" me="-1">
            {renderCell(cell)}
          </Box>
        ))}
      </HStack>
      {body.length > 0 && (
        <chakra.dl
          display="grid"
          gridTemplateColumns="minmax(6rem, auto) 1fr"
          columnGap="3"
          rowGap="1"
          mt="2"
          fontSize="sm"
        >
          {body.map((cell) => (
            <Box key={cell.id} display="contents">
              <chakra.dt color="fg.muted">{cell.column.columnDef.meta?.label ?? cell.column.id}</chakra.dt>
              <chakra.dd data-card-cell="" minW="0" textAlign="start">
                {renderCell(cell)}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      )}
    </Box>
  );
}

/** The sort of a card list: a column choice and a direction button (the table's headers do it on wide screens). */
export function CardSortControl<TData>({
  table,
  sort,
  defaultSort,
  onSortChange,
}: {
  table: Table<TData>;
  /** The current `sort` (`-created_at`), or null for the list's default. */
  sort: string | null;
  defaultSort: string | null;
  onSortChange: (sort: string | null) => void;
}) {
  const { t } = useTranslation('ui');
  const selectId = useId();
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());
  if (sortable.length === 0) return null;
  const current = sort ?? defaultSort;
  const field = current?.replace(/^-/, '') ?? '';
  const isDesc = current?.startsWith('-') ?? false;
  const isKnown = sortable.some((column) => column.id === field);

  return (
    <HStack gap="1" flex="1" minW="0">
      <chakra.label htmlFor={selectId} srOnly>
        {t('table.sort')}
      </chakra.label>
      <NativeSelect.Root size="sm" flex="1" minW="0">
        <NativeSelect.Field
          id={selectId}
          value={isKnown ? field : ''}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onSortChange(next ? `${isDesc ? '-' : ''}${next}` : null);
          }}
        >
          {!isKnown && <option value="">{t('table.sort_default')}</option>}
          {sortable.map((column) => (
            // The column's name alone: "Sort by" is the select's label, and a phone has no room for both.
            <option key={column.id} value={column.id}>
              {column.columnDef.meta?.label ?? column.id}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        size="sm"
        variant="outline"
        disabled={!isKnown}
        aria-label={isDesc ? t('table.sort_descending') : t('table.sort_ascending')}
        title={isDesc ? t('table.sort_descending') : t('table.sort_ascending')}
        onClick={() => onSortChange(isDesc ? field : `-${field}`)}
      >
        {isDesc ? <ArrowDownWideNarrow /> : <ArrowUpNarrowWide />}
      </IconButton>
    </HStack>
  );
}
