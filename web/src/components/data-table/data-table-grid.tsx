import { Button, Skeleton, Table } from '@chakra-ui/react';
import { flexRender, type Table as TanTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The list as a table, from `md` up (a phone reads cards: ./data-table-cards): headers that sort,
 * skeleton rows while loading, the empty state in one row, rows that open on a click or Enter.
 */
export function DataTableGrid<TData>({
  table,
  label,
  isLoading,
  isFetching,
  skeletonCount,
  emptyState,
  onOpen,
}: {
  table: TanTable<TData>;
  label: string;
  isLoading: boolean;
  isFetching: boolean;
  skeletonCount: number;
  emptyState: ReactNode;
  /** Opens a row; undefined when rows do not open. */
  onOpen: ((row: TData, event: MouseEvent | KeyboardEvent) => void) | undefined;
}) {
  const { t } = useTranslation('ui');
  const rows = table.getRowModel().rows;
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" position="relative">
      <Table.Root
        size="sm"
        interactive={Boolean(onOpen)}
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
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
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
            Array.from({ length: skeletonCount }, (_, index) => (
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
  );
}
