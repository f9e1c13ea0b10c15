import {
  Badge,
  Box,
  Button,
  Checkbox,
  EmptyState,
  Flex,
  HStack,
  Text,
  useBreakpointValue,
  VStack,
} from '@chakra-ui/react';
import {
  type ColumnDef,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { Inbox, ListFilter, RotateCcw } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../filters/search-input';
import { CardSortControl, DataTableCards } from './data-table-cards';
import { DataTableGrid } from './data-table-grid';
import { DataTablePagination } from './data-table-pagination';
import { ColumnsMenu, DataTableError, ExportMenu } from './data-table-parts';
import type { DataTableProps, ExportFormat } from './data-table-types';
import { countActiveFilters, sortingToSort, sortToSorting } from './list-params';

export type { DataTableProps, ExportFormat } from './data-table-types';

const INTERACTIVE = 'button, a, input, select, textarea, label, [role="menuitem"], [role="checkbox"]';

function readVisibility(storageKey: string | undefined, hidden: readonly string[]): VisibilityState {
  const fallback = Object.fromEntries(hidden.map((id) => [id, false]));
  if (!storageKey) return fallback;
  try {
    const stored = window.localStorage.getItem(`table:${storageKey}:columns`);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
      );
    }
  } catch {
    // Storage can be unavailable (private mode); the defaults are fine.
  }
  return fallback;
}

/**
 * A server-side table on TanStack Table: the API pages, sorts, searches and filters, and the state
 * lives in the URL (`useListParams`) so a filtered list can be bookmarked. It brings the toolbar
 * (search, filter slot, export, columns menu), row selection with a bulk-actions bar, skeleton,
 * empty and error states, and a pager with 10/15/25/50/100 rows per page. On a phone (below `md`)
 * each row is a card laid out by the columns' `meta.card`, a select sorts, and the filters fold
 * behind one "Filters" button that counts the active ones; the search box stays in view.
 *
 * @example
 * const list = useListParams(USER_LIST_CONFIG);
 * const users = useUsers(list.query);
 * <DataTable label={t('users:title')} columns={columns} list={list} data={users.data?.data}
 *   meta={users.data?.meta} isLoading={users.isPending} isError={users.isError}
 *   onRetry={() => users.refetch()} getRowId={(user) => String(user.id)} />
 */
export function DataTable<TData, F extends string>({
  columns,
  data,
  meta,
  list,
  getRowId,
  label,
  isLoading,
  isFetching = false,
  isError = false,
  onRetry,
  filters,
  searchPlaceholder,
  toolbarActions,
  enableRowSelection = false,
  bulkActions,
  getRowLabel,
  exportFormats = [],
  onExport,
  onRowClick,
  emptyTitle,
  emptyDescription,
  emptyAction,
  storageKey,
  defaultHiddenColumns = [],
}: DataTableProps<TData, F>) {
  const { t } = useTranslation('ui');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() =>
    readVisibility(storageKey, defaultHiddenColumns),
  );
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const { params } = list;
  // Cards below `md`; decided before the first paint (no SSR here), so a desktop never flashes cards.
  const isNarrow = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersPanelId = useId();

  useEffect(() => {
    if (!storageKey) return;
    try {
      window.localStorage.setItem(`table:${storageKey}:columns`, JSON.stringify(columnVisibility));
    } catch {
      // Not remembered; nothing else depends on it.
    }
  }, [storageKey, columnVisibility]);

  // A selection belongs to the page it was made on.
  const pageKey = JSON.stringify(list.query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clearing is the point when the page changes
  useEffect(() => setRowSelection({}), [pageKey]);

  const allColumns = useMemo<ColumnDef<TData>[]>(() => {
    // A column without its own header shows its label (TanStack's default header is the bare id).
    const labelled = columns.map((column) =>
      column.header === undefined && column.meta?.label ? { ...column, header: column.meta.label } : column,
    );
    if (!enableRowSelection) return labelled;
    const select: ColumnDef<TData> = {
      id: '__select',
      enableSorting: false,
      enableHiding: false,
      meta: { width: '10' },
      header: ({ table }) => (
        <Checkbox.Root
          size="sm"
          aria-label={t('table.select_page')}
          checked={
            table.getIsAllPageRowsSelected()
              ? true
              : table.getIsSomePageRowsSelected()
                ? 'indeterminate'
                : false
          }
          onCheckedChange={(event) => table.toggleAllPageRowsSelected(event.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
      cell: ({ row }) => (
        <Checkbox.Root
          size="sm"
          aria-label={t('table.select_row', { row: getRowLabel?.(row.original) ?? row.id })}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onCheckedChange={(event) => row.toggleSelected(event.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
    };
    return [select, ...labelled];
  }, [columns, enableRowSelection, getRowLabel, t]);

  const table = useReactTable<TData>({
    data: data ?? [],
    columns: allColumns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSortingRemoval: true,
    enableMultiSort: false,
    pageCount: meta?.last_page ?? -1,
    enableRowSelection:
      typeof enableRowSelection === 'function'
        ? (row) => enableRowSelection(row.original)
        : enableRowSelection,
    state: {
      sorting: sortToSorting(params.sort ?? list.config.defaultSort ?? null),
      rowSelection,
      columnVisibility,
      pagination: { pageIndex: params.page - 1, pageSize: params.perPage },
    },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
    onSortingChange: (updater) => {
      const current = sortToSorting(params.sort ?? list.config.defaultSort ?? null);
      const next = typeof updater === 'function' ? updater(current) : updater;
      list.setSort(sortingToSort(next));
    },
  });

  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original);
  const clearSelection = () => setRowSelection({});
  const hideableColumns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const activeFilterCount = countActiveFilters(params);
  const hasFilters = activeFilterCount > 0 || params.search !== '';
  const rows = table.getRowModel().rows;

  const handleExport = async (format: ExportFormat) => {
    if (!onExport) return;
    setExporting(format);
    try {
      await onExport(format);
    } finally {
      setExporting(null);
    }
  };

  const openRow = (row: TData, event: MouseEvent | KeyboardEvent) => {
    if (!onRowClick) return;
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget && target.closest(INTERACTIVE)) return;
    onRowClick(row);
  };

  const emptyState = (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Inbox />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{emptyTitle ?? t('table.empty_title')}</EmptyState.Title>
          <EmptyState.Description>
            {hasFilters ? t('table.empty_filtered') : (emptyDescription ?? t('table.empty_description'))}
          </EmptyState.Description>
        </VStack>
        {hasFilters ? (
          <Button size="sm" variant="outline" onClick={list.resetFilters}>
            {t('table.clear_filters')}
          </Button>
        ) : (
          emptyAction
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );

  const exportMenu = onExport && exportFormats.length > 0 && (
    <ExportMenu
      formats={exportFormats}
      exporting={exporting}
      isNarrow={isNarrow}
      onExport={(format) => void handleExport(format)}
    />
  );

  const clearFiltersButton = hasFilters && (
    <Button size="sm" variant="ghost" onClick={list.resetFilters}>
      <RotateCcw size={14} aria-hidden="true" />
      {t('table.clear_filters')}
    </Button>
  );

  return (
    <VStack align="stretch" gap="3">
      <Flex gap="2" wrap="wrap" align="center">
        {searchPlaceholder !== false && (
          <SearchInput value={params.search} onChange={list.setSearch} placeholder={searchPlaceholder} />
        )}
        {isNarrow ? (
          <HStack gap="2" width="full">
            {filters && (
              <Button
                size="sm"
                variant={filtersOpen ? 'subtle' : 'outline'}
                flexShrink={0}
                aria-expanded={filtersOpen}
                aria-controls={filtersPanelId}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                <ListFilter size={14} aria-hidden="true" />
                {t('table.filters')}
                {activeFilterCount > 0 && (
                  <>
                    <Badge size="sm" colorPalette="blue" variant="solid" borderRadius="full">
                      {activeFilterCount}
                    </Badge>
                    {/* The name reads "Filters 2 active"; what shows stays part of it. */}
                    <Box as="span" srOnly>
                      {t('table.filters_active')}
                    </Box>
                  </>
                )}
              </Button>
            )}
            <CardSortControl
              table={table}
              sort={params.sort}
              defaultSort={list.config.defaultSort ?? null}
              onSortChange={list.setSort}
            />
            {exportMenu}
          </HStack>
        ) : (
          <>
            {filters}
            {clearFiltersButton}
          </>
        )}
        {isNarrow && filters && (
          <VStack
            id={filtersPanelId}
            display={filtersOpen ? 'flex' : 'none'}
            align="stretch"
            gap="2"
            width="full"
            p="3"
            borderWidth="1px"
            borderRadius="md"
            bg="bg.subtle"
          >
            {filters}
            {clearFiltersButton}
          </VStack>
        )}
        <HStack
          gap="2"
          ms={{ md: 'auto' }}
          flexWrap="wrap"
          display={isNarrow && !toolbarActions ? 'none' : 'flex'}
        >
          {!isNarrow && exportMenu}
          {hideableColumns.length > 0 && !isNarrow && <ColumnsMenu columns={hideableColumns} />}
          {toolbarActions}
        </HStack>
      </Flex>

      {bulkActions && selectedRows.length > 0 && (
        <Flex
          role="region"
          aria-label={t('table.bulk_actions')}
          gap="3"
          align="center"
          wrap="wrap"
          px="3"
          py="2"
          borderRadius="md"
          bg="colorPalette.subtle"
          colorPalette="blue"
        >
          <Text fontSize="sm" fontWeight="medium">
            {t('table.selected_count', { count: selectedRows.length })}
          </Text>
          {bulkActions(selectedRows, clearSelection)}
          <Button size="xs" variant="ghost" ms="auto" onClick={clearSelection}>
            {t('table.clear_selection')}
          </Button>
        </Flex>
      )}

      {isError ? (
        <DataTableError onRetry={onRetry} />
      ) : isNarrow ? (
        !isLoading && rows.length === 0 ? (
          <Box borderWidth="1px" borderRadius="md">
            {emptyState}
          </Box>
        ) : (
          <DataTableCards
            table={table}
            label={label}
            isLoading={isLoading}
            isFetching={isFetching && !isLoading}
            skeletonCount={Math.min(params.perPage, 4)}
            onOpen={onRowClick ? openRow : undefined}
          />
        )
      ) : (
        <DataTableGrid
          table={table}
          label={label}
          isLoading={isLoading}
          isFetching={isFetching}
          skeletonCount={Math.min(params.perPage, 8)}
          emptyState={emptyState}
          onOpen={onRowClick ? openRow : undefined}
        />
      )}
      {meta && !isError && meta.total > 0 && (
        <Box>
          <DataTablePagination meta={meta} onPageChange={list.setPage} onPerPageChange={list.setPerPage} />
        </Box>
      )}
    </VStack>
  );
}
