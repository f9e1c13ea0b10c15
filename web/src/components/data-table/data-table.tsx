import {
  Badge,
  Box,
  Button,
  Checkbox,
  EmptyState,
  Flex,
  HStack,
  IconButton,
  Menu,
  Portal,
  Skeleton,
  Table,
  Text,
  useBreakpointValue,
  VStack,
} from '@chakra-ui/react';
import type { PageMeta } from '@pickleball/domain';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  type RowSelectionState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Columns3,
  Download,
  Inbox,
  ListFilter,
  RotateCcw,
  TriangleAlert,
} from 'lucide-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../filters/search-input';
import { type CardPlace, CardSortControl, DataTableCards } from './data-table-cards';
import { DataTablePagination } from './data-table-pagination';
import { countActiveFilters, sortingToSort, sortToSorting } from './list-params';
import type { ListParamsState } from './use-list-params';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the header and in the column visibility menu. */
    label?: string;
    /** Text alignment of the header and cells; numbers read best at the end. */
    align?: 'start' | 'center' | 'end';
    /** A fixed width (CSS), for action or status columns. */
    width?: string;
    /**
     * Where the column shows on a row's card on a phone (below `md`): `leading`, `title`, `subtitle`,
     * `status` (badges at the top end), `body` (a "label: value" line; the default), `actions`
     * (the default of a column with id `actions`) or `hidden`.
     */
    card?: CardPlace;
    /** Order within the card's place; lower first, then the columns' order. */
    cardOrder?: number;
  }
}

/** A download format the list's export offers. */
export type ExportFormat = 'xlsx' | 'csv';

export interface DataTableProps<TData, F extends string> {
  /**
   * Column definitions. A column's `id` (or `accessorKey`) is the field name the API sorts by;
   * set `enableSorting: false` on a column the API cannot sort, and `enableHiding: false` on a
   * column that must stay visible. `meta.label` names the column in the header and the columns menu.
   */
  columns: ColumnDef<TData>[];
  /** The rows of the current page; undefined while the first load runs. */
  data: TData[] | undefined;
  /** The list's paging from the API; the pager hides until it is known. */
  meta: PageMeta | undefined;
  /** The URL-backed list state from `useListParams`: page, size, sort, search and filters. */
  list: ListParamsState<F>;
  /** A stable id for each row (selection survives refetches). */
  getRowId: (row: TData) => string;
  /** Accessible name of the table, e.g. "Users". */
  label: string;
  /** True while there is nothing to show yet: skeleton rows are drawn. */
  isLoading: boolean;
  /** True while a newer page loads over the rows shown: they are dimmed. */
  isFetching?: boolean;
  /** True when the list failed to load: an error panel with a retry button replaces the rows. */
  isError?: boolean;
  /** Loads the list again after an error. */
  onRetry?: () => void;
  /** Filter controls shown beside the search box (FilterSelect, DateRangeFilter…). */
  filters?: ReactNode;
  /** Placeholder of the search box; false hides the search box. */
  searchPlaceholder?: string | false;
  /** Buttons shown at the end of the toolbar, after export and the columns menu. */
  toolbarActions?: ReactNode;
  /** Shows a checkbox per row and in the header; requires `bulkActions` to be useful. */
  enableRowSelection?: boolean | ((row: TData) => boolean);
  /** Actions on the selected rows of this page, shown in a bar above the table when some are selected. */
  bulkActions?: (selected: TData[], clearSelection: () => void) => ReactNode;
  /** Describes a row for screen readers ("Select Nguyễn Văn An"). */
  getRowLabel?: (row: TData) => string;
  /** Formats the export menu offers; no export button when empty or without `onExport`. */
  exportFormats?: readonly ExportFormat[];
  /** Downloads the whole list under the current search, filters and sort. */
  onExport?: (format: ExportFormat) => Promise<void> | void;
  /** Opens a row (detail drawer, edit page). Rows become focusable; Enter opens them. */
  onRowClick?: (row: TData) => void;
  /** Title and text of the empty state when nothing matches. */
  emptyTitle?: string;
  emptyDescription?: string;
  /** A call to action in the empty state of an unfiltered list ("Create user"). */
  emptyAction?: ReactNode;
  /** Remembers the hidden columns in the browser under this key. */
  storageKey?: string;
  /** Columns hidden until the user shows them. */
  defaultHiddenColumns?: readonly string[];
}

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
  const visibleColumnCount = table.getVisibleLeafColumns().length;
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

  // On a phone the download is an icon beside the sort, so the first card stays in view.
  const exportMenu = onExport && exportFormats.length > 0 && (
    <Menu.Root>
      <Menu.Trigger asChild>
        {isNarrow ? (
          <IconButton
            size="sm"
            variant="outline"
            flexShrink={0}
            loading={exporting !== null}
            aria-label={t('table.export')}
            title={t('table.export')}
          >
            <Download />
          </IconButton>
        ) : (
          <Button size="sm" variant="outline" loading={exporting !== null}>
            <Download size={14} aria-hidden="true" />
            {t('table.export')}
          </Button>
        )}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {exportFormats.map((format) => (
              <Menu.Item key={format} value={format} onSelect={() => void handleExport(format)}>
                {t(format === 'xlsx' ? 'table.export_xlsx' : 'table.export_csv')}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
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
          {hideableColumns.length > 0 && !isNarrow && (
            <Menu.Root closeOnSelect={false}>
              <Menu.Trigger asChild>
                <Button size="sm" variant="outline">
                  <Columns3 size={14} aria-hidden="true" />
                  {t('table.columns')}
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content minW="48">
                    <Menu.ItemGroup>
                      <Menu.ItemGroupLabel>{t('table.visible_columns')}</Menu.ItemGroupLabel>
                      {hideableColumns.map((column) => (
                        <Menu.CheckboxItem
                          key={column.id}
                          value={column.id}
                          checked={column.getIsVisible()}
                          onCheckedChange={(checked) => column.toggleVisibility(checked)}
                        >
                          {column.columnDef.meta?.label ?? column.id}
                          <Menu.ItemIndicator />
                        </Menu.CheckboxItem>
                      ))}
                    </Menu.ItemGroup>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          )}
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
        <EmptyState.Root borderWidth="1px" borderRadius="md">
          <EmptyState.Content>
            <EmptyState.Indicator color="fg.error">
              <TriangleAlert />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{t('table.error_title')}</EmptyState.Title>
              <EmptyState.Description>{t('table.error_description')}</EmptyState.Description>
            </VStack>
            {onRetry && (
              <Button size="sm" variant="outline" onClick={onRetry}>
                <RotateCcw size={14} aria-hidden="true" />
                {t('table.retry')}
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
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
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" position="relative">
          <Table.Root
            size="sm"
            interactive={Boolean(onRowClick)}
            aria-label={label}
            aria-busy={isLoading || isFetching}
            opacity={isFetching && !isLoading ? 0.6 : 1}
            transition="opacity 0.2s"
          >
            <Table.Header>
              {table.getHeaderGroups().map((headerGroup) => (
                <Table.Row key={headerGroup.id} bg="bg.subtle">
                  {headerGroup.headers.map((header) => {
                    const column = header.column;
                    const sorted = column.getIsSorted();
                    const columnMeta = column.columnDef.meta;
                    const content = header.isPlaceholder
                      ? null
                      : flexRender(
                          column.columnDef.header ?? columnMeta?.label ?? column.id,
                          header.getContext(),
                        );
                    return (
                      <Table.ColumnHeader
                        key={header.id}
                        width={columnMeta?.width}
                        textAlign={columnMeta?.align ?? 'start'}
                        whiteSpace="nowrap"
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                      >
                        {column.getCanSort() ? (
                          <Button
                            variant="ghost"
                            size="xs"
                            mx="-2"
                            fontSize="inherit"
                            fontWeight="inherit"
                            onClick={column.getToggleSortingHandler()}
                            title={t('table.sort_by', { column: columnMeta?.label ?? column.id })}
                          >
                            {content}
                            {sorted === 'asc' ? (
                              <ArrowUp size={14} aria-hidden="true" />
                            ) : sorted === 'desc' ? (
                              <ArrowDown size={14} aria-hidden="true" />
                            ) : (
                              <ArrowUpDown size={14} aria-hidden="true" opacity={0.4} />
                            )}
                          </Button>
                        ) : (
                          content
                        )}
                      </Table.ColumnHeader>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Header>
            <Table.Body>
              {isLoading ? (
                Array.from({ length: Math.min(params.perPage, 8) }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <Table.Row key={index}>
                    {table.getVisibleLeafColumns().map((column) => (
                      <Table.Cell key={column.id}>
                        <Skeleton height="4" />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              ) : rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={visibleColumnCount}>{emptyState}</Table.Cell>
                </Table.Row>
              ) : (
                rows.map((row) => (
                  <Table.Row
                    key={row.id}
                    data-selected={row.getIsSelected() ? '' : undefined}
                    cursor={onRowClick ? 'pointer' : undefined}
                    tabIndex={onRowClick ? 0 : undefined}
                    onClick={onRowClick ? (event) => openRow(row.original, event) : undefined}
                    onKeyDown={
                      onRowClick
                        ? (event) => {
                            if (event.key === 'Enter' && event.target === event.currentTarget) {
                              event.preventDefault();
                              openRow(row.original, event);
                            }
                          }
                        : undefined
                    }
                    _focusVisible={{
                      outline: '2px solid',
                      outlineColor: 'colorPalette.focusRing',
                      outlineOffset: '-2px',
                    }}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <Table.Cell key={cell.id} textAlign={cell.column.columnDef.meta?.align ?? 'start'}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {meta && !isError && meta.total > 0 && (
        <Box>
          <DataTablePagination meta={meta} onPageChange={list.setPage} onPerPageChange={list.setPerPage} />
        </Box>
      )}
    </VStack>
  );
}
