import type { PageMeta } from '@pickleball/domain';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { CardPlace } from './data-table-cards';
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
