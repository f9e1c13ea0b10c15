import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  type ListParamsConfig,
  parseListParams,
  sortingToSort,
  sortToSorting,
  toFilterQuery,
  toListQuery,
  writeListParams,
} from './list-params';

type Filter = 'role' | 'is_active' | 'created_from';
const config: ListParamsConfig<Filter> = {
  filters: ['role', 'is_active', 'created_from'],
  sortFields: ['name', 'created_at'],
  defaultSort: '-created_at',
};

describe('parseListParams', () => {
  it('reads page, page size, search, sort and the configured filters from the URL', () => {
    const params = parseListParams(
      new URLSearchParams('page=3&per_page=50&search=%20nguyen%20&sort=-name&role=staff&is_active=true'),
      config,
    );
    expect(params).toEqual({
      page: 3,
      perPage: 50,
      search: 'nguyen',
      sort: '-name',
      filters: { role: 'staff', is_active: 'true' },
    });
  });

  it('falls back to page 1 and 15 rows when the URL has none', () => {
    expect(parseListParams(new URLSearchParams(''), config)).toEqual({
      page: 1,
      perPage: 15,
      search: '',
      sort: null,
      filters: {},
    });
  });

  it('drops a malformed page, a page size outside 10/15/25/50/100 and a sort field the list does not allow', () => {
    const params = parseListParams(new URLSearchParams('page=-2&per_page=7&sort=password'), config);
    expect(params.page).toBe(1);
    expect(params.perPage).toBe(15);
    expect(params.sort).toBeNull();
    expect(parseListParams(new URLSearchParams('page=abc&per_page=1000'), config).page).toBe(1);
  });

  it('ignores filters the list does not declare and empty filter values', () => {
    const params = parseListParams(
      new URLSearchParams('status=active&role=&created_from=2026-01-01'),
      config,
    );
    expect(params.filters).toEqual({ created_from: '2026-01-01' });
  });
});

describe('writeListParams', () => {
  it('leaves defaults out of the URL and keeps keys it does not manage', () => {
    const next = writeListParams(
      new URLSearchParams('view=12&page=4&role=admin'),
      { page: 1, perPage: 15, search: '', sort: '-created_at', filters: { is_active: 'false' } },
      config,
    );
    expect(next.toString()).toBe('view=12&is_active=false');
  });

  it('writes a non-default page, size, search and sort', () => {
    const next = writeListParams(
      new URLSearchParams(),
      { page: 2, perPage: 25, search: ' an ', sort: 'name', filters: { role: 'staff' } },
      config,
    );
    expect(Object.fromEntries(next)).toEqual({
      page: '2',
      per_page: '25',
      search: 'an',
      sort: 'name',
      role: 'staff',
    });
  });

  it('round-trips: what is written reads back the same', () => {
    const params = { page: 5, perPage: 100, search: 'lê', sort: 'created_at', filters: { role: 'referee' } };
    expect(parseListParams(writeListParams(new URLSearchParams(), params, config), config)).toEqual(params);
  });
});

describe('API queries', () => {
  const params = { page: 2, perPage: 10, search: 'an', sort: '-name', filters: { role: 'staff' } };

  it('sends page and per_page with the filters for a list', () => {
    expect(toListQuery(params)).toEqual({
      page: 2,
      per_page: 10,
      search: 'an',
      sort: '-name',
      role: 'staff',
    });
  });

  it('sends the filters, search and sort without paging for an export', () => {
    expect(toFilterQuery({ ...params, search: '', sort: null })).toEqual({
      search: undefined,
      sort: undefined,
      role: 'staff',
    });
  });

  it('counts the filters in use', () => {
    expect(countActiveFilters({ ...params, filters: { role: 'staff', is_active: 'true' } })).toBe(2);
    expect(countActiveFilters({ ...params, filters: {} })).toBe(0);
  });
});

describe('sort ↔ table sorting', () => {
  it('maps a leading minus to descending and back', () => {
    expect(sortToSorting('-created_at')).toEqual([{ id: 'created_at', desc: true }]);
    expect(sortToSorting('name')).toEqual([{ id: 'name', desc: false }]);
    expect(sortToSorting(null)).toEqual([]);
    expect(sortingToSort([{ id: 'created_at', desc: true }])).toBe('-created_at');
    expect(sortingToSort([{ id: 'name', desc: false }])).toBe('name');
    expect(sortingToSort([])).toBeNull();
  });
});
