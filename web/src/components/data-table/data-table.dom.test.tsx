import type { PageMeta } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table-types';
import type { ListParams } from './list-params';
import type { ListParamsState } from './use-list-params';

/**
 * The list table as a user meets it on a laptop: rows from the data, the loading, empty and
 * error states, and the sort, pager and columns controls asking the list for the right change.
 */

interface Player {
  id: number;
  name: string;
  email: string;
  city: string;
}

const PLAYERS: Player[] = [
  { id: 1, name: 'Nguyễn Văn An', email: 'an@example.test', city: 'Hà Nội' },
  { id: 2, name: 'Trần Thị Bình', email: 'binh@example.test', city: 'Đà Nẵng' },
  { id: 3, name: 'Lê Minh Châu', email: 'chau@example.test', city: 'Huế' },
];

const COLUMNS: ColumnDef<Player>[] = [
  { accessorKey: 'name', meta: { label: 'Name' }, enableHiding: false },
  { accessorKey: 'email', meta: { label: 'Email' } },
  { accessorKey: 'city', meta: { label: 'City' }, enableSorting: false },
];

/** The URL-backed list state, with every setter a spy: what the table asks for is what we check. */
function fakeList(params: Partial<ListParams> = {}): ListParamsState {
  const full: ListParams = { page: 1, perPage: 10, search: '', sort: null, filters: {}, ...params };
  return {
    params: full,
    query: { page: full.page, per_page: full.perPage },
    filterQuery: {},
    config: {},
    setPage: vi.fn(),
    setPerPage: vi.fn(),
    setSort: vi.fn(),
    setSearch: vi.fn(),
    setFilter: vi.fn(),
    setFilters: vi.fn(),
    resetFilters: vi.fn(),
  };
}

function meta(overrides: Partial<PageMeta> = {}): PageMeta {
  return {
    page: 1,
    per_page: 10,
    total: 3,
    last_page: 1,
    total_is_estimate: false,
    next_cursor: null,
    ...overrides,
  };
}

function renderTable(props: Partial<DataTableProps<Player, string>> = {}) {
  const list = props.list ?? fakeList();
  const view = renderApp(
    <DataTable<Player, string>
      label="Players"
      columns={COLUMNS}
      data={PLAYERS}
      meta={meta()}
      isLoading={false}
      getRowId={(player) => String(player.id)}
      {...props}
      list={list}
    />,
  );
  return { ...view, list };
}

/** The table's body rows, each as the texts of its cells. */
function bodyRows(table: HTMLElement): string[][] {
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) =>
    within(row)
      .queryAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );
}

describe('DataTable', () => {
  it('shows one row per item with its cells under their headers', async () => {
    renderTable();
    const table = await screen.findByRole('table', { name: 'Players' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Email', 'City']);
    expect(bodyRows(table)).toEqual([
      ['Nguyễn Văn An', 'an@example.test', 'Hà Nội'],
      ['Trần Thị Bình', 'binh@example.test', 'Đà Nẵng'],
      ['Lê Minh Châu', 'chau@example.test', 'Huế'],
    ]);
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
  });

  it('draws placeholder rows and says it is busy while the first page loads', async () => {
    renderTable({ data: undefined, meta: undefined, isLoading: true });
    const table = await screen.findByRole('table', { name: 'Players' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    // One placeholder row per row of the page, at most 8; no text in any of them, and no pager yet.
    const rows = bodyRows(table);
    expect(rows).toHaveLength(8);
    expect(rows.flat().join('')).toBe('');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('says the list is empty, and offers to clear the search when one hides every row', async () => {
    const { unmount } = renderTable({ data: [], meta: meta({ total: 0 }) });
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.getByText('There is nothing here yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    unmount();

    const { user, list } = renderTable({
      data: [],
      meta: meta({ total: 0 }),
      list: fakeList({ search: 'zz' }),
    });
    expect(
      await screen.findByText('Nothing matches the search and filters. Try fewer filters.'),
    ).toBeTruthy();
    // Two "Clear filters" buttons: in the toolbar and in the empty state; both clear.
    const [clear] = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear as HTMLElement);
    expect(list.resetFilters).toHaveBeenCalledTimes(1);
  });

  it('replaces the rows with an error panel whose retry loads the list again', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({ isError: true, onRetry });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Nguyễn Văn An')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('asks for an ascending sort on a first click of a sortable header', async () => {
    const { user, list } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Name' }));
    expect(list.setSort).toHaveBeenLastCalledWith('name');
    // A column the API cannot sort has no sort button.
    expect(screen.queryByRole('button', { name: 'City' })).toBeNull();
  });

  it('shows the current sort on its header and reverses it on a click', async () => {
    const { user, list } = renderTable({ list: fakeList({ sort: 'name' }) });
    const header = await screen.findByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header).getByRole('button'));
    expect(list.setSort).toHaveBeenLastCalledWith('-name');
  });

  it('pages: next, a numbered page and the page size each ask for their page', async () => {
    const list = fakeList({ page: 2 });
    const { user } = renderTable({
      list,
      meta: meta({ page: 2, total: 45, last_page: 5, next_cursor: 'c3' }),
    });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('11–20 of 45')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Go to page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(list.setPage).toHaveBeenLastCalledWith(3);
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(list.setPage).toHaveBeenLastCalledWith(1);
    await user.click(within(pager).getByRole('button', { name: 'Go to page 5' }));
    expect(list.setPage).toHaveBeenLastCalledWith(5);
    await user.selectOptions(within(pager).getByLabelText('Rows per page'), '25');
    expect(list.setPerPage).toHaveBeenLastCalledWith(25);
  });

  it('hides a column from the columns menu, and remembers it under the storage key', async () => {
    const { user } = renderTable({ storageKey: 'players' });
    const table = await screen.findByRole('table', { name: 'Players' });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    // Name cannot be hidden, so the menu offers Email and City only.
    const items = within(menu).getAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.textContent)).toEqual(['Email', 'City']);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Email' }));

    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Name', 'City']),
    );
    expect(bodyRows(table)[0]).toEqual(['Nguyễn Văn An', 'Hà Nội']);
    expect(JSON.parse(localStorage.getItem('table:players:columns') ?? '{}')).toEqual({ email: false });
  });
});
