import { decodeListCursor, encodeListCursor } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWindow } from '../platform/list-page';
import { createTestApp, testDialect } from '../testing/test-app';
import { addIdColumn } from './dialect';
import { finishKeysetPage, keysetPage, type SortKey, walkKeyset } from './keyset';

/**
 * Keyset pages on the engine under test (the 'sqlite' and 'postgres' projects run this file):
 * walking a list cursor by cursor visits every row exactly once, in the order the list sorts,
 * through ties and NULLs, ordered the same way on both engines.
 */
interface ProbeRow {
  id: number;
  score: number;
  label: string | null;
  rank: number;
}

// biome-ignore lint/suspicious/noExplicitAny: a table of this test's own, outside the app's types
type ProbeDb = Kysely<any>;

const ROWS = 47;

/** Ties on purpose: 5 scores, 4 ranks; every fourth label missing. */
function probeRows(): Omit<ProbeRow, 'id'>[] {
  return Array.from({ length: ROWS }, (_, index) => ({
    score: (index * 7) % 5,
    label: index % 4 === 0 ? null : `l${(index * 11) % 9}`,
    rank: (index * 3) % 4,
  }));
}

/** The order the key promises, computed here: NULL smallest unless the key puts it last. */
function expectedOrder(rows: ProbeRow[], column: keyof ProbeRow, key: Pick<SortKey, 'direction' | 'nulls'>) {
  const sign = key.direction === 'asc' ? 1 : -1;
  const nullsLast = key.nulls === 'last';
  return [...rows]
    .sort((a, b) => {
      const x = a[column];
      const y = b[column];
      if (x !== y) {
        if (x === null) return nullsLast ? 1 : -sign;
        if (y === null) return nullsLast ? -1 : sign;
        return (x < y ? -1 : 1) * sign;
      }
      return (a.id - b.id) * sign;
    })
    .map((row) => row.id);
}

describe('keyset pages', () => {
  let app: FastifyInstance;
  let db: ProbeDb;
  let rows: ProbeRow[];

  beforeAll(async () => {
    app = await createTestApp();
    db = app.services.db as unknown as ProbeDb;
    await addIdColumn(db.schema.createTable('keyset_probe'), testDialect())
      .addColumn('score', 'integer', (col) => col.notNull())
      .addColumn('label', 'varchar(20)')
      .addColumn('rank', 'integer', (col) => col.notNull())
      .execute();
    await db.insertInto('keyset_probe').values(probeRows()).execute();
    rows = (await db.selectFrom('keyset_probe').selectAll().execute()) as ProbeRow[];
  });
  afterAll(async () => {
    await app?.close();
  });

  async function walk(key: SortKey, perPage: number): Promise<number[]> {
    const seen: number[] = [];
    for await (const batch of walkKeyset(
      (start) => keysetPage(db.selectFrom('keyset_probe').select('id'), key, start).execute(),
      perPage,
    ))
      seen.push(...batch.map((row) => Number(row.id)));
    return seen;
  }

  it.each([
    ['score', 'asc', undefined],
    ['score', 'desc', undefined],
    ['label', 'asc', 'smallest'],
    ['label', 'desc', 'smallest'],
    ['label', 'asc', 'last'],
    ['label', 'desc', 'last'],
    ['id', 'asc', undefined],
    ['id', 'desc', undefined],
  ] as const)(
    'walks by %s %s (NULLs %s) visiting every row once in order',
    async (column, direction, nulls) => {
      const key: SortKey = {
        column: `keyset_probe.${column}`,
        id: 'keyset_probe.id',
        direction,
        nullable: column === 'label',
        ...(nulls ? { nulls } : {}),
      };
      const expected = expectedOrder(rows, column, { direction, nulls });
      for (const perPage of [1, 4, 10, ROWS])
        expect(await walk(key, perPage), `${perPage} a page`).toEqual(expected);
    },
  );

  it('walks by two columns, then id', async () => {
    const key: SortKey = {
      column: ['keyset_probe.rank', 'keyset_probe.score'],
      id: 'keyset_probe.id',
      direction: 'desc',
    };
    const expected = [...rows]
      .sort((a, b) => b.rank - a.rank || b.score - a.score || b.id - a.id)
      .map((row) => row.id);
    expect(await walk(key, 6)).toEqual(expected);
  });

  it('pages by offset and by cursor alike, and hands out no cursor on the last page', async () => {
    const key: SortKey = { column: 'keyset_probe.score', id: 'keyset_probe.id', direction: 'asc' };
    const query = db.selectFrom('keyset_probe').select('id');
    const window = listWindow({ page: 1, per_page: 10 }, 'score');
    const first = finishKeysetPage(await keysetPage(query, key, window).execute(), window);
    expect(first.rows).toHaveLength(10);
    const cursor = decodeListCursor(first.nextCursor ?? '');
    expect(cursor).toMatchObject({ s: 'score', p: 2 });

    const byCursor = listWindow({ page: 1, per_page: 10, cursor: first.nextCursor ?? '' }, 'score');
    expect(byCursor.page).toBe(2);
    const second = finishKeysetPage(await keysetPage(query, key, byCursor).execute(), byCursor);
    const byOffset = await keysetPage(query, key, listWindow({ page: 2, per_page: 10 }, 'score')).execute();
    expect(second.rows.map((row) => row.id)).toEqual(byOffset.slice(0, 10).map((row) => row.id));

    const last = listWindow({ page: 5, per_page: 10 }, 'score');
    const end = finishKeysetPage(await keysetPage(query, key, last).execute(), last);
    expect(end.rows).toHaveLength(ROWS - 40);
    expect(end.nextCursor).toBeNull();
  });

  it('goes on after a row that was deleted meanwhile, and shows a row added before the cursor nowhere twice', async () => {
    const key: SortKey = { column: 'keyset_probe.score', id: 'keyset_probe.id', direction: 'asc' };
    const query = () => db.selectFrom('keyset_probe').select(['id', 'score']);
    const window = listWindow({ page: 1, per_page: 5 }, 'score');
    const first = finishKeysetPage(await keysetPage(query(), key, window).execute(), window);
    const lastShown = first.rows[first.rows.length - 1] as { id: number };
    await db.deleteFrom('keyset_probe').where('id', '=', lastShown.id).execute();
    // A new row sorting first: before the cursor, so the next pages do not shift.
    await db.insertInto('keyset_probe').values({ score: -1, label: null, rank: 0 }).execute();
    const next = listWindow({ page: 1, per_page: 100, cursor: first.nextCursor ?? '' }, 'score');
    const rest = finishKeysetPage(await keysetPage(query(), key, next).execute(), next);
    const shown = [...first.rows, ...rest.rows].map((row) => Number(row.id));
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toHaveLength(ROWS);
    await sql`delete from keyset_probe where score = -1`.execute(db);
    await db
      .insertInto('keyset_probe')
      .values(rows.find((row) => row.id === lastShown.id) as ProbeRow)
      .execute();
  });

  it('refuses a cursor made for another sort, and one that is not a cursor', () => {
    const window = listWindow({ page: 1, per_page: 10 }, 'score');
    expect(window.after).toBeNull();
    const otherSort = encodeListCursor({ s: 'label', p: 2, k: ['l3', 4] });
    for (const cursor of ['not-a-cursor', 'eyJ2IjoxfQ', 'e30', otherSort, `${otherSort}x`])
      expect(() => listWindow({ page: 1, per_page: 10, cursor }, 'score'), cursor).toThrow(
        expect.objectContaining({
          code: 'validation_failed',
          fieldErrors: { cursor: [{ key: 'invalid_cursor' }] },
        }),
      );
  });
});
