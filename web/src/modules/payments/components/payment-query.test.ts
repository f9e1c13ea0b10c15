import { describe, expect, it } from 'vitest';
import { localDayStart, toPaymentQuery, toSummaryQuery } from './payment-query';

describe('the transactions list’s dates', () => {
  it('asks from the first day’s start to the start of the day after the last, in the reader’s time zone', () => {
    const query = toPaymentQuery({ page: 2, from: '2026-11-01', to: '2026-11-30', status: 'completed' });
    expect(query).toEqual({
      page: 2,
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 11, 1).toISOString(),
      status: 'completed',
    });
  });

  it('drops what is not a day', () => {
    expect(localDayStart('30/11/2026')).toBeUndefined();
    expect(toPaymentQuery({ from: 'yesterday' })).toEqual({ from: undefined });
  });

  it('gives the summary the filters without paging or order', () => {
    expect(toSummaryQuery({ page: 3, per_page: 25, sort: '-amount', currency: 'VND', search: 'An' })).toEqual(
      {
        currency: 'VND',
        search: 'An',
      },
    );
  });
});
